; A loop copying handles runs 5000 times: more than the pass unrolls
; (4096), so it is an error at the loop's first handle access.
; RUN-FAIL: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %src = alloca [5000 x target("dx.TypedBuffer", float, 1, 0, 0)], align 4
  %dst = alloca [5000 x target("dx.TypedBuffer", float, 1, 0, 0)], align 4
  br label %body

body:
  %k = phi i32 [ 0, %entry ], [ %next, %body ]
  %from = getelementptr inbounds [5000 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %src, i32 0, i32 %k
  %v = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %from, align 4
  %to = getelementptr inbounds [5000 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %dst, i32 0, i32 %k
  store target("dx.TypedBuffer", float, 1, 0, 0) %v, ptr %to, align 4
  %next = add nuw i32 %k, 1
  %done = icmp ult i32 %next, 5000
  br i1 %done, label %body, label %exit

exit:
  ret void
}

attributes #0 = { "hlsl.shader"="compute" }
; CHECK: error_copy_loop_too_long.ll:15:3: error: pass `forward-handles`: a loop copying resource handles runs more than 4096 times: it is not unrolled
