; dx.wave.ballot -> WaveActiveBallot (116), whose %dx.types.fouri32 fields
; become the `<4 x i32>` lanes; a use of one lane reads its field.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define i32 @ballot(i1 %p) {
  %m = call <4 x i32> @llvm.dx.wave.ballot(i1 %p)
  %w = extractelement <4 x i32> %m, i64 2
  ret i32 %w
}

declare <4 x i32> @llvm.dx.wave.ballot(i1)

; CHECK: %dx.types.fouri32 = type { i32, i32, i32, i32 }
; CHECK-LABEL: define i32 @ballot(
; CHECK-NEXT: [[B:%[a-z0-9]+]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %p)
; CHECK-NEXT: [[W:%[0-9]+]] = extractvalue %dx.types.fouri32 [[B]], 2
; CHECK-NEXT: ret i32 [[W]]
; The e-graph engine gives the same.
; EG: %dx.types.fouri32 = type { i32, i32, i32, i32 }
; EG: [[B:%[a-z0-9]+]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %p)
; EG-NEXT: [[W:%[0-9]+]] = extractvalue %dx.types.fouri32 [[B]], 2
; EG-NEXT: ret i32 [[W]]
