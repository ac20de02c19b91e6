; Structured buffer offsets: a struct field, a field of a nested struct, an
; element of an array in a struct at a dynamic index (scaled by the element
; size), a vector component, and a dynamic element index on a plain GEP.
; RUN: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Inner = type { float, <2 x i32> }
%struct.Outer = type { <3 x float>, %struct.Inner, [4 x float] }

define void @main(i32 %i, i32 %j) {
entry:
  %h = call target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i)
  %inner = getelementptr inbounds nuw %struct.Outer, ptr %p, i32 0, i32 1
  %b = getelementptr inbounds nuw %struct.Inner, ptr %inner, i32 0, i32 1
  %bv = load <2 x i32>, ptr %b, align 4
  %arr = getelementptr inbounds nuw %struct.Outer, ptr %p, i32 0, i32 2, i32 %j
  %a = load float, ptr %arr, align 4
  %y = getelementptr inbounds nuw i8, ptr %p, i32 4
  store float %a, ptr %y, align 4
  %e = getelementptr inbounds %struct.Outer, ptr %p, i32 %j
  %z = getelementptr inbounds nuw %struct.Outer, ptr %e, i32 0, i32 1, i32 0
  %zf = load float, ptr %z, align 4
  store <2 x i32> %bv, ptr %b, align 4
  ret void
}

declare target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0), i32)
; Outer: <3 x float> at 0, Inner at 16 (its <2 x i32> is 8-aligned), so
; Inner.b is at 24; the array starts at 32; the struct is 48 bytes.
; CHECK-LABEL: define void @main(
; CHECK: [[B:%[0-9]+]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i, i32 24)
; CHECK-NEXT: [[BV:%[0-9]+]] = extractvalue { <2 x i32>, i1 } [[B]], 0
; CHECK-NEXT: [[S:%[0-9]+]] = mul i32 %j, 4
; CHECK-NEXT: [[O:%[0-9]+]] = add i32 32, [[S]]
; CHECK-NEXT: [[A:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i, i32 [[O]])
; CHECK-NEXT: [[AV:%[0-9]+]] = extractvalue { float, i1 } [[A]], 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Outers_1_0t.f32(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i, i32 4, float [[AV]])
; CHECK-NEXT: [[S2:%[0-9]+]] = mul i32 %j, 48
; CHECK-NEXT: [[O2:%[0-9]+]] = add i32 16, [[S2]]
; CHECK-NEXT: call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i, i32 [[O2]])
; CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Outers_1_0t.v2i32(target("dx.RawBuffer", %struct.Outer, 1, 0) %h, i32 %i, i32 24, <2 x i32> [[BV]])
; CHECK-NOT: getelementptr
; CHECK-NOT: call ptr @llvm.dx.resource.getpointer
