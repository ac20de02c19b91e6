; Both engines give the same output (the lines are checked after each):
; typed lanes at a constant and at a dynamic first lane, as vectors (a
; `fold` over the lanes), read-modify-write of a partial store, `<1 x T>`
; of a scalar element; a structured field, a byte-address word, and a
; memcpy out of a structured element.
; RUN: opt %s --passes=resource-access --emit=ll
; RUN: opt %s --passes=resource-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Pair = type { i32, float }

define void @lanes(i32 %i, i32 %c) {
entry:
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %y = getelementptr inbounds nuw i8, ptr %p, i32 4
  %v2 = load <2 x float>, ptr %y, align 4
  %z = getelementptr inbounds nuw float, ptr %p, i32 %c
  %d2 = load <2 x float>, ptr %z, align 4
  %s = fadd <2 x float> %v2, %d2
  %w = getelementptr inbounds nuw i8, ptr %p, i32 8
  store <2 x float> %s, ptr %w, align 4
  store <2 x float> %d2, ptr %z, align 4
  %g = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %g, i32 %i)
  %one = load <1 x i32>, ptr %q, align 4
  store <1 x i32> %one, ptr %q, align 4
  ret void
}

define void @raw(i32 %i, i32 %addr) {
entry:
  %tmp = alloca %struct.Pair, align 4
  %s = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %s, i32 %i)
  %f = getelementptr inbounds nuw %struct.Pair, ptr %p, i32 0, i32 1
  %x = load float, ptr %f, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %tmp, ptr align 4 %p, i32 8, i1 false)
  %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %b, i32 %addr)
  %r = getelementptr inbounds nuw i8, ptr %q, i32 12
  store float %x, ptr %r, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
declare target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
; CHECK-LABEL: define void @lanes(
; CHECK-NEXT: entry:
; CHECK-NEXT: %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: [[V0:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[V1:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[V0]], 0
; CHECK-NEXT: [[V2:%[0-9]+]] = extractelement <4 x float> [[V1]], i32 1
; CHECK-NEXT: [[V3:%[0-9]+]] = insertelement <2 x float> poison, float [[V2]], i32 0
; CHECK-NEXT: [[V4:%[0-9]+]] = extractelement <4 x float> [[V1]], i32 2
; CHECK-NEXT: [[V5:%[0-9]+]] = insertelement <2 x float> [[V3]], float [[V4]], i32 1
; CHECK-NEXT: [[V6:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[V7:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[V6]], 0
; CHECK-NEXT: [[V8:%[0-9]+]] = extractelement <4 x float> [[V7]], i32 %c
; CHECK-NEXT: [[V9:%[0-9]+]] = insertelement <2 x float> poison, float [[V8]], i32 0
; CHECK-NEXT: [[V10:%[0-9]+]] = add i32 %c, 1
; CHECK-NEXT: [[V11:%[0-9]+]] = extractelement <4 x float> [[V7]], i32 [[V10]]
; CHECK-NEXT: [[V12:%[0-9]+]] = insertelement <2 x float> [[V9]], float [[V11]], i32 1
; CHECK-NEXT: %s = fadd <2 x float> [[V5]], [[V12]]
; CHECK-NEXT: [[V13:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[V14:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[V13]], 0
; CHECK-NEXT: [[V15:%[0-9]+]] = extractelement <2 x float> %s, i32 0
; CHECK-NEXT: [[V16:%[0-9]+]] = insertelement <4 x float> [[V14]], float [[V15]], i32 2
; CHECK-NEXT: [[V17:%[0-9]+]] = extractelement <2 x float> %s, i32 1
; CHECK-NEXT: [[V18:%[0-9]+]] = insertelement <4 x float> [[V16]], float [[V17]], i32 3
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> [[V18]])
; CHECK-NEXT: [[V19:%[0-9]+]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[V20:%[0-9]+]] = extractvalue { <4 x float>, i1 } [[V19]], 0
; CHECK-NEXT: [[V21:%[0-9]+]] = extractelement <2 x float> [[V12]], i32 0
; CHECK-NEXT: [[V22:%[0-9]+]] = insertelement <4 x float> [[V20]], float [[V21]], i32 %c
; CHECK-NEXT: [[V23:%[0-9]+]] = extractelement <2 x float> [[V12]], i32 1
; CHECK-NEXT: [[V24:%[0-9]+]] = insertelement <4 x float> [[V22]], float [[V23]], i32 [[V10]]
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> [[V24]])
; CHECK-NEXT: %g = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK-NEXT: [[V25:%[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %g, i32 %i)
; CHECK-NEXT: [[V26:%[0-9]+]] = extractvalue { i32, i1 } [[V25]], 0
; CHECK-NEXT: [[V27:%[0-9]+]] = insertelement <1 x i32> poison, i32 [[V26]], i32 0
; CHECK-NEXT: [[V28:%[0-9]+]] = extractelement <1 x i32> [[V27]], i32 0
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %g, i32 %i, i32 [[V28]])
; CHECK-NEXT: ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @raw(
; CHECK-NEXT: entry:
; CHECK-NEXT: %tmp = alloca %struct.Pair, align 4
; CHECK-NEXT: %s = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
; CHECK-NEXT: [[V0:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %s, i32 %i, i32 4)
; CHECK-NEXT: [[V1:%[0-9]+]] = extractvalue { float, i1 } [[V0]], 0
; CHECK-NEXT: [[V2:%[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %s, i32 %i, i32 0)
; CHECK-NEXT: [[V3:%[0-9]+]] = extractvalue { i32, i1 } [[V2]], 0
; CHECK-NEXT: store i32 [[V3]], ptr %tmp, align 1
; CHECK-NEXT: [[V4:%[0-9]+]] = getelementptr i8, ptr %tmp, i32 4
; CHECK-NEXT: [[V5:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %s, i32 %i, i32 4)
; CHECK-NEXT: [[V6:%[0-9]+]] = extractvalue { float, i1 } [[V5]], 0
; CHECK-NEXT: store float [[V6]], ptr [[V4]], align 1
; CHECK-NEXT: %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
; CHECK-NEXT: [[V7:%[0-9]+]] = add i32 %addr, 12
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f32(target("dx.RawBuffer", i8, 1, 0) %b, i32 [[V7]], i32 poison, float [[V1]])
; CHECK-NEXT: ret void
; CHECK-NEXT: }
