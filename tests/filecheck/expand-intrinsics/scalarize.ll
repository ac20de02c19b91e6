; Vector calls of intrinsics that become scalar DXIL ops are split per
; lane; plain vector arithmetic stays vector.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define <2 x float> @f(<2 x float> %x, <2 x float> %y) {
  %s = call fast <2 x float> @llvm.sqrt.v2f32(<2 x float> %x)
  %r = call <2 x float> @llvm.dx.rsqrt.v2f32(<2 x float> %s)
  %a = fadd <2 x float> %r, %y
  ret <2 x float> %a
}
; CHECK-LABEL: define <2 x float> @f(
; CHECK-NEXT: [[X0:%[0-9]+]] = extractelement <2 x float> %x, i32 0
; CHECK-NEXT: [[S0:%[0-9]+]] = call fast float @llvm.sqrt.f32(float [[X0]])
; CHECK-NEXT: [[X1:%[0-9]+]] = extractelement <2 x float> %x, i32 1
; CHECK-NEXT: [[S1:%[0-9]+]] = call fast float @llvm.sqrt.f32(float [[X1]])
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <2 x float> poison, float [[S0]], i32 0
; CHECK-NEXT: [[V:%[0-9]+]] = insertelement <2 x float> [[V0]], float [[S1]], i32 1
; CHECK-NEXT: [[Y0:%[0-9]+]] = extractelement <2 x float> [[V]], i32 0
; CHECK-NEXT: [[R0:%[0-9]+]] = call float @llvm.dx.rsqrt.f32(float [[Y0]])
; CHECK: call float @llvm.dx.rsqrt.f32(float
; CHECK: %a = fadd <2 x float> {{%[0-9]+}}, %y
; CHECK-NOT: declare {{.*}}v2f32

define <2 x i32> @splitdouble(<2 x double> %d) {
  %s = call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> %d)
  %lo = extractvalue { <2 x i32>, <2 x i32> } %s, 0
  ret <2 x i32> %lo
}
; CHECK-LABEL: define <2 x i32> @splitdouble(
; CHECK: call { i32, i32 } @llvm.dx.splitdouble.i32(double
; CHECK: call { i32, i32 } @llvm.dx.splitdouble.i32(double
; CHECK: insertvalue { <2 x i32>, <2 x i32> } poison, <2 x i32> {{%[0-9]+}}, 0

declare <2 x float> @llvm.sqrt.v2f32(<2 x float>)
declare <2 x float> @llvm.dx.rsqrt.v2f32(<2 x float>)
declare { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double>)
