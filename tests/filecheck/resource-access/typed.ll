; Typed buffers: a whole-element load and store, a component load through a
; GEP (extractelement), a one-component store (read-modify-write of the
; whole element), and a dynamic component index.
; RUN: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i, i32 %c) {
entry:
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = load <4 x float>, ptr %p, align 16
  %y = getelementptr inbounds nuw i8, ptr %p, i32 4
  %f = load float, ptr %y, align 4
  %z = getelementptr inbounds nuw float, ptr %p, i32 %c
  %g = load float, ptr %z, align 4
  %s = fadd float %f, %g
  %w = getelementptr inbounds nuw i8, ptr %p, i32 8
  store float %s, ptr %w, align 4
  store <4 x float> %v, ptr %p, align 16
  ret void
}

declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
; CHECK-LABEL: define void @main(
; CHECK: [[L0:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[V:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[L0]], 0
; CHECK: [[E1:%[0-9]+]] = extractvalue { <4 x float>, i1 } {{%[0-9]+}}, 0
; CHECK-NEXT: [[F:%[0-9]+]] = extractelement <4 x float> [[E1]], i32 1
; CHECK: [[E2:%[0-9]+]] = extractvalue { <4 x float>, i1 } {{%[0-9]+}}, 0
; CHECK-NEXT: [[G:%[0-9]+]] = extractelement <4 x float> [[E2]], i32 %c
; CHECK-NEXT: %s = fadd float [[F]], [[G]]
; CHECK-NEXT: [[R:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: [[OLD:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[R]], 0
; CHECK-NEXT: [[NEW:%[0-9]+]] = insertelement <4 x float> [[OLD]], float %s, i32 2
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> [[NEW]])
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> [[V]])
; CHECK-NEXT: ret void
; CHECK-NOT: call ptr @llvm.dx.resource.getpointer
