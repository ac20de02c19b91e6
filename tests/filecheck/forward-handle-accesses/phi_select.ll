; Phis and selects of handles of one binding become one creation whose
; index is a phi/select of the indices; a merge of one creation is that
; creation.
; RUN: opt %s --passes=forward-handle-accesses --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @sel(i1 %c, i32 %i, i32 %j) {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 %i, ptr @Bufs.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 %j, ptr @Bufs.str)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0, float 1.0)
  ret void
}
; CHECK-LABEL: define void @sel(
; CHECK: [[I:%[0-9]+]] = select i1 %c, i32 %i, i32 %j
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[I]], ptr @Bufs.str)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 0,
; CHECK-NOT: select i1 %c, target

define void @phi(i1 %c, i32 %i) {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 %i, ptr @Bufs.str)
  br i1 %c, label %then, label %join
then:
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 2, ptr @Bufs.str)
  br label %join
join:
  %h = phi target("dx.TypedBuffer", float, 1, 0, 0) [ %a, %entry ], [ %b, %then ]
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0, float 1.0)
  ret void
}
; CHECK-LABEL: define void @phi(
; CHECK: join:
; CHECK-NEXT: [[I:%[0-9]+]] = phi i32 [ %i, %entry ], [ 2, %then ]
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[I]], ptr @Bufs.str)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]],
; CHECK-NOT: phi target

define void @loop(i32 %n) {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 0, ptr @Bufs.str)
  br label %body
body:
  %h = phi target("dx.TypedBuffer", float, 1, 0, 0) [ %a, %entry ], [ %h, %body ]
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %k, float 1.0)
  %k1 = add i32 %k, 1
  %d = icmp eq i32 %k1, %n
  br i1 %d, label %exit, label %body
exit:
  ret void
}
; CHECK-LABEL: define void @loop(
; CHECK: %a = call target
; CHECK: body:
; CHECK-NEXT: %k = phi i32
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %k,

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
