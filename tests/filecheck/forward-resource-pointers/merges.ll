; forward-resource-pointers: resource pointers merged by phis and selects.
; One resource at different elements: one getpointer of merged indices (the
; one handle itself, never a phi of it), loop-carried phis included; different resources: the accesses
; through the merge are copied into each predecessor, as LLVM's
; ResourceAccess does (its legalize-handle-cases test, sink_load_store).
; RUN: opt %s --passes=forward-resource-pointers --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%S = type { i32, float }

; One buffer, the element picked by a branch.
define void @one_resource(i1 %c, i32 %i, i32 %j) {
entry:
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %j)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  store float 1.0, ptr %p
  ret void
}
; CHECK-LABEL: define void @one_resource(
; CHECK: join:
; CHECK-NEXT: %[[I:[0-9]+]] = phi i32 [ %i, %a ], [ %j, %b ]
; CHECK-NEXT: %[[P:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %[[I]])
; CHECK-NEXT: store float 1.000000e+00, ptr %[[P]]
; CHECK-NOT: phi ptr

; A select of two elements of one buffer.
define void @select_one_resource(i1 %c, i32 %i) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load float, ptr %p
  store float %v, ptr %pb
  ret void
}
; CHECK-LABEL: define void @select_one_resource(
; CHECK: %[[SI:[0-9]+]] = select i1 %c, i32 %i, i32 0
; CHECK-NEXT: %[[SP:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %[[SI]])
; CHECK-NEXT: %v = load float, ptr %[[SP]]
; CHECK-NOT: select i1 %c, ptr

; A loop walking a buffer: the pointer is loop-carried and each iteration's
; element depends on the previous one (LLVM 22 hangs on this shape).
define void @loop_carried(i32 %n) {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 0)
  br label %loop
loop:
  %p = phi ptr [ %p0, %entry ], [ %pn, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %v = load i32, ptr %p
  %pn = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %v)
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
; CHECK-LABEL: define void @loop_carried(
; CHECK: loop:
; CHECK: %[[LI:[0-9]+]] = phi i32 [ 0, %entry ], [ %v, %loop ]
; CHECK-NEXT: %[[LP:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %[[LI]])
; CHECK: %v = load i32, ptr %[[LP]]
; CHECK-NOT: phi ptr

; Two buffers, picked by a branch: the load goes into each branch and the
; loaded values merge; a load and store through the merge go together.
define void @two_resources(i1 %c, i32 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %i)
  br label %join
b:
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %i)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %v = load i32, ptr %p
  %add = add i32 %v, 1
  store i32 %add, ptr %p
  %after = mul i32 %add, 2
  ret void
}
; CHECK-LABEL: define void @two_resources(
; CHECK: a:
; CHECK: %[[VA:[0-9]+]] = load i32, ptr %pa
; CHECK-NEXT: %[[AA:[0-9]+]] = add i32 %[[VA]], 1
; CHECK-NEXT: store i32 %[[AA]], ptr %pa
; CHECK-NEXT: br label %join
; CHECK: b:
; CHECK: %[[VB:[0-9]+]] = load i32, ptr %pb
; CHECK-NEXT: %[[AB:[0-9]+]] = add i32 %[[VB]], 1
; CHECK-NEXT: store i32 %[[AB]], ptr %pb
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %add = phi i32 [ %[[AA]], %a ], [ %[[AB]], %b ]
; CHECK-NEXT: %after = mul i32 %add, 2
; CHECK-NEXT: ret void

; Struct fields of two buffers merged as GEPs: the store goes into each
; branch.
define void @gep_leaves(i1 %c, i32 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.RawBuffer", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Ss_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_Ss_1_0t(target("dx.RawBuffer", %S, 1, 0) %ha, i32 %i)
  %ga = getelementptr inbounds %S, ptr %pa, i32 0, i32 1
  br label %join
b:
  %hb = call target("dx.RawBuffer", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Ss_1_0t(i32 0, i32 4, i32 1, i32 0, ptr null)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_Ss_1_0t(target("dx.RawBuffer", %S, 1, 0) %hb, i32 %i)
  %gb = getelementptr inbounds %S, ptr %pb, i32 0, i32 1
  br label %join
join:
  %p = phi ptr [ %ga, %a ], [ %gb, %b ]
  store float 1.0, ptr %p
  ret void
}
; CHECK-LABEL: define void @gep_leaves(
; CHECK: %ga = getelementptr inbounds %S, ptr %pa, i32 0, i32 1
; CHECK-NEXT: store float 1.000000e+00, ptr %ga
; CHECK-NEXT: br label %join
; CHECK: %gb = getelementptr inbounds %S, ptr %pb, i32 0, i32 1
; CHECK-NEXT: store float 1.000000e+00, ptr %gb
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: ret void

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare target("dx.RawBuffer", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_Ss_1_0t(target("dx.RawBuffer", %S, 1, 0), i32)
