; A one-lane vector load or store (`load <1 x i32>` through a getpointer of a
; structured or typed buffer of uint4) lowers like the scalar access it is.
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@T.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
entry:
  %in = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @In.str)
  %t = tail call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @T.str)
  %out = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @Out.str)
  %tid = tail call i32 @llvm.dx.thread.id(i32 0)
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %in, i32 0)
  %v = load <1 x i32>, ptr %p, align 16
  %x = extractelement <1 x i32> %v, i64 0
  %pz = getelementptr inbounds nuw i8, ptr %p, i32 8
  store <1 x i32> %v, ptr %pz, align 8
  %q = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %t, i32 %tid)
  %qy = getelementptr inbounds nuw i8, ptr %q, i32 4
  %w = load <1 x i32>, ptr %qy, align 4
  %y = extractelement <1 x i32> %w, i64 0
  %s = add i32 %x, %y
  %o = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %tid)
  store i32 %s, ptr %o, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK: [[X:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 0, i32 0, i8 1, i32 4)
; CHECK-NEXT: [[XV:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[X]], 0
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %in_annot, i32 0, i32 8, i32 [[XV]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; CHECK-NEXT: [[Y:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %t_annot, i32 %tid, i32 undef)
; CHECK-NEXT: [[YV:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[Y]], 1
; CHECK-NEXT: %s = add i32 [[XV]], [[YV]]
; CHECK-NOT: <1 x i32>
; EG-LABEL: define void @main(
; EG: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 0, i32 0, i8 1, i32 4)
; EG: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %in_annot, i32 0, i32 8,
; EG: @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %t_annot, i32 %tid, i32 undef)
; EG-NOT: <1 x i32>
