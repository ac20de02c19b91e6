; SM 6.6 descriptor heaps in LLVM main's form: `ResourceDescriptorHeap[i]`
; and `SamplerDescriptorHeap[j]` become createHandleFromHeap (sampler flag
; from the handle type, non-uniform from nonuniformindex) + annotateHandle;
; nothing goes to !dx.resources; the heap-indexing flags are set (bits 30
; and 31). Below SM 6.6 there is no heap: the legality check says so.
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
; RUN-FAIL(SM65): lower %s --shader-model 6.5
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %tid)
  %buf = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefromheap(i32 %nu)
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromheap(i32 3)
  %smp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromheap(i32 1)
  %v = call <4 x float> @llvm.dx.resource.samplelevel(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %smp, <2 x float> zeroinitializer, float 0.0, <2 x i32> zeroinitializer)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %buf, i32 %tid)
  store <4 x float> %v, ptr %p, align 16
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

; CHECK-LABEL: define void @main(
; CHECK: [[B:%[^ ]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %tid, i1 false, i1 true)
; CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; CHECK: [[T:%[^ ]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3, i1 false, i1 false)
; CHECK: [[S:%[^ ]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 1, i1 true, i1 false)
; CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[S]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK: @dx.op.sampleLevel.f32(i32 62,
; CHECK-NOT: !dx.resources
; Bits 30 and 31.
; CHECK: !{i32 0, i64 3221225472, i32 4,
; EG: @dx.op.createHandleFromHeap(i32 218, i32 1, i1 true, i1 false)
; SM65: error: {{.*}}createHandleFromHeap
