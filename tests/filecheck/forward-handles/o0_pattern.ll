; The -O0 shape: creation arguments in allocas, the handle stored into a
; resource-class alloca through a `this.addr` slot, copied into an internal
; global, and loaded back in a branch. After the pass the getpointer uses
; the creating call, whose arguments are constants, and a block argument
; merges the two values of a slot stored on both paths.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@_ZL4Data = internal global %"class.hlsl::RWBuffer" poison, align 4

define void @main(i1 %c, i32 %i) #0 {
entry:
  %reg.addr = alloca i32, align 4
  %this.addr = alloca ptr, align 4
  %tmp = alloca %"class.hlsl::RWBuffer", align 4
  %idx.addr = alloca i32, align 4
  store i32 3, ptr %reg.addr, align 4
  store ptr %tmp, ptr %this.addr, align 4
  %r = load i32, ptr %reg.addr, align 4
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %r, i32 1, i32 0, ptr null)
  %this = load ptr, ptr %this.addr, align 4
  %field = getelementptr inbounds nuw %"class.hlsl::RWBuffer", ptr %this, i32 0, i32 0
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr %field, align 4
  %copy = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %tmp, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %copy, ptr @_ZL4Data, align 4
  br i1 %c, label %then, label %else
then:
  store i32 %i, ptr %idx.addr, align 4
  br label %join
else:
  store i32 0, ptr %idx.addr, align 4
  br label %join
join:
  %hh = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @_ZL4Data, align 4
  %ii = load i32, ptr %idx.addr, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %hh, i32 %ii)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
; CHECK-NEXT: br i1 %c, label %then, label %else
; CHECK: join:
; CHECK-NEXT: [[I:%[0-9]+]] = phi i32 [ %i, %then ], [ 0, %else ]
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 [[I]])
; CHECK-NOT: alloca
; CHECK-NOT: load
