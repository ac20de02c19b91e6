; A load at a byte of the cbuffer where its type's lane cannot start: an
; i64 at byte 20 of `{ float4 a; float b; int64_t c; }` (whose `c` the
; layout puts at byte 24), read 4 bytes past `b`. clang 22 emits such loads for some struct fields that follow
; padding (dxir shadergen seeds 186, 281, ...); a row load can only return
; whole lanes, so the pass reports it rather than read another lane.
; RUN-FAIL: opt %s --passes=cbuffer-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float>, float, target("dx.Padding", 4), i64 }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global <4 x float>, align 16
@b = external hidden addrspace(2) global float, align 4
@c = external hidden addrspace(2) global i64, align 8

define i64 @main() {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %ok = load i64, ptr addrspace(2) @c, align 8
  %bad = load i64, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @b, i32 4), align 8
  %sum = add i64 %ok, %bad
  ret i64 %sum
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @b, ptr addrspace(2) @c}
; CHECK: error_misaligned.ll:21:3: error: pass `cbuffer-access`: cbuffer load of i64 at byte 20 of the cbuffer: not a multiple of its 8-byte lane, so no value of the cbuffer layout starts there (a misaddressed struct field?)
; CHECK-NOT: error
