; Structured buffers of matrices: clang 22 writes the element of
; StructuredBuffer<float3x2> as [6 x float] and accesses it as <6 x float>.
; The symbol struct is named as LLVM 22 names an element without an HLSL
; type name (`StructuredBuffer`, no brackets); a raw access of more than four
; lanes becomes one rawBufferLoad/Store per four lanes (the last with the
; lanes left) at the byte offset of its first lane.
; From: StructuredBuffer<float3x2> In; RWStructuredBuffer<float3x2> Out;
;       Out[tid.x] = In[tid.x]; Out[tid.x + 1] stored from a float4x4's row.
; RUN: lower %s
; RUN: lower %s --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", [6 x float], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = tail call noundef nonnull align 4 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_0_0t(target("dx.RawBuffer", [6 x float], 0, 0) %0, i32 %2)
  %4 = load <6 x float>, ptr %3, align 4
  %5 = tail call noundef nonnull align 4 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0) %1, i32 %2)
  %6 = fadd <6 x float> %4, %4
  store <6 x float> %6, ptr %5, align 4
  %next = add i32 %2, 1
  %7 = tail call noundef nonnull align 4 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0) %1, i32 %next)
  %8 = getelementptr inbounds nuw i8, ptr %7, i32 4
  %9 = shufflevector <6 x float> %4, <6 x float> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  store <5 x float> %9, ptr %8, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", [6 x float], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_0_0t(target("dx.RawBuffer", [6 x float], 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK-DAG: %RWStructuredBuffer = type { [6 x float] }
; CHECK-DAG: %StructuredBuffer = type { [6 x float] }
; CHECK-DAG: @In = external constant %StructuredBuffer
; CHECK-DAG: @Out = external constant %RWStructuredBuffer
; CHECK-LABEL: define void @main(
; CHECK: [[LO:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN:%[0-9]+]], i32 [[TID:%[0-9]+]], i32 0, i8 15, i32 4)
; CHECK: [[HI:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[TID]], i32 16, i8 3, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT:%[0-9]+]], i32 [[TID]], i32 0, float {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[TID]], i32 16, float %{{[^,]*}}, float %{{[^,]*}}, float undef, float undef, i8 3, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 %next, i32 4, float {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 %next, i32 20, float %{{[^,]*}}, float undef, float undef, float undef, i8 1, i32 4)
; CHECK: ![[STRIDE:[0-9]+]] = !{i32 1, i32 24}
; CHECK-NEXT: !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, ![[STRIDE]]}
