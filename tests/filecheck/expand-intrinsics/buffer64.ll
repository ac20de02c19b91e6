; 64-bit typed buffer accesses become i32 chunks: asdouble / zext+shl+or on
; load (check bits ANDed), splitdouble / trunc+lshr on store.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i) {
entry:
  %h = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.typedbuffer.f64.tdx.TypedBuffer_f64_1_0_0t(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i)
  %d = extractvalue { double, i1 } %ld, 0
  %c = extractvalue { double, i1 } %ld, 1
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i, double %d)
  %hv = call target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i64_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %lv = call { <2 x i64>, i1 } @llvm.dx.resource.load.typedbuffer.v2i64.tdx.TypedBuffer_v2i64_1_0_0t(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %hv, i32 %i)
  %v = extractvalue { <2 x i64>, i1 } %lv, 0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i64_1_0_0t.v2i64(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %hv, i32 %i, <2 x i64> %v)
  ret void
}

declare target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32, i32, i32, i32, ptr)
declare { double, i1 } @llvm.dx.resource.load.typedbuffer.f64.tdx.TypedBuffer_f64_1_0_0t(target("dx.TypedBuffer", double, 1, 0, 0), i32)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64(target("dx.TypedBuffer", double, 1, 0, 0), i32, double)
declare target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i64_1_0_0t(i32, i32, i32, i32, ptr)
declare { <2 x i64>, i1 } @llvm.dx.resource.load.typedbuffer.v2i64.tdx.TypedBuffer_v2i64_1_0_0t(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0), i32)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i64_1_0_0t.v2i64(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0), i32, <2 x i64>)

; CHECK-LABEL: define void @main(
; CHECK: [[L:%[0-9]+]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v2i32.tdx.TypedBuffer_f64_1_0_0t(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[W:%[0-9]+]] = extractvalue { <2 x i32>, i1 } [[L]], 0
; CHECK-NEXT: [[LO:%[0-9]+]] = extractelement <2 x i32> [[W]], i32 0
; CHECK-NEXT: [[HI:%[0-9]+]] = extractelement <2 x i32> [[W]], i32 1
; CHECK-NEXT: [[D:%[0-9]+]] = call double @llvm.dx.asdouble.i32(i32 [[LO]], i32 [[HI]])
; CHECK-NEXT: extractvalue { <2 x i32>, i1 } [[L]], 1
; CHECK-NEXT: [[S:%[0-9]+]] = call { i32, i32 } @llvm.dx.splitdouble.i32(double [[D]])
; CHECK-NEXT: [[SLO:%[0-9]+]] = extractvalue { i32, i32 } [[S]], 0
; CHECK-NEXT: [[SHI:%[0-9]+]] = extractvalue { i32, i32 } [[S]], 1
; CHECK-NEXT: [[P:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[SLO]], i32 0
; CHECK-NEXT: [[P2:%[0-9]+]] = insertelement <2 x i32> [[P]], i32 [[SHI]], i32 1
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.v2i32(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i, <2 x i32> [[P2]])
; CHECK: call { <4 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v4i32.tdx.TypedBuffer_v2i64_1_0_0t(
; CHECK: [[A:%[0-9]+]] = zext i32 {{%[0-9]+}} to i64
; CHECK-NEXT: [[B:%[0-9]+]] = zext i32 {{%[0-9]+}} to i64
; CHECK-NEXT: [[BS:%[0-9]+]] = shl i64 [[B]], 32
; CHECK-NEXT: or i64 [[A]], [[BS]]
; CHECK: [[V:%[0-9]+]] = insertelement <2 x i64> {{%[0-9]+}}, i64 {{%[0-9]+}}, i32 1
; CHECK-NEXT: [[T:%[0-9]+]] = trunc <2 x i64> [[V]] to <2 x i32>
; CHECK-NEXT: [[SH:%[0-9]+]] = lshr <2 x i64> [[V]], <i64 32, i64 32>
; CHECK-NEXT: [[T2:%[0-9]+]] = trunc <2 x i64> [[SH]] to <2 x i32>
; CHECK-NEXT: [[SV:%[0-9]+]] = shufflevector <2 x i32> [[T]], <2 x i32> [[T2]], <4 x i32> <i32 0, i32 2, i32 1, i32 3>
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i64_1_0_0t.v4i32({{.*}}, <4 x i32> [[SV]])
; CHECK-NOT: typedbuffer.f64
; CHECK-NOT: typedbuffer.v2i64
