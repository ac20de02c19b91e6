; A phi of a DirectX resource type: dxir reads it (forward-handle-accesses
; turns it into one handle creation), but LLVM 22 rejects phis of these
; token-like types ("PHI nodes cannot have token type!"), so writing it back
; unforwarded is an error at the phi rather than output llvm-as rejects.
; RUN-FAIL: opt %s --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i1 %c) {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 0, ptr null)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 1, ptr null)
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi target("dx.TypedBuffer", float, 1, 0, 0) [ %a, %entry ], [ %b, %x ]
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %p, i32 0, float 1.0)
  ret void
}
; CHECK: token_like_phi.ll:17:3: error: a phi of target("dx.TypedBuffer", float, 1, 0, 0), which LLVM 22 rejects (the type is token-like): run the `forward-handle-accesses` pass first

; Forwarded, the same module is one creation with a phi of its index.
; RUN(FWD): opt %s --passes=forward-handle-accesses --emit=ll
; FWD: %[[I:[0-9]+]] = phi i32 [ 0, %entry ], [ 1, %x ]
; FWD-NEXT: %[[H:[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 %[[I]], ptr null)
; FWD-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %[[H]], i32 0, float 1.000000e+00)
