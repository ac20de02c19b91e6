; A dot product of more than 4 lanes has no DXIL op.
; RUN-FAIL: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define float @f(<5 x float> %a) {
  %r = call float @llvm.dx.fdot.v5f32(<5 x float> %a, <5 x float> %a)
  ret float %r
}
declare float @llvm.dx.fdot.v5f32(<5 x float>, <5 x float>)
; CHECK: errors.ll:6:3: error: in @f: pass `expand-intrinsics`: dot product of 5-lane vectors: DXIL has dot2, dot3 and dot4 only
