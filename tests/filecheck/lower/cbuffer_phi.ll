; The HLSL (tests/corpus/hlsl/cbuffer_phi.hlsl): a float4 picked from a
; cbuffer by a switch, which clang -O3 reads once through a phi of the four
; members' addresses; the phi becomes a phi of row indices (colors[tid.y &
; 7] is row tid.y & 7, colors[2] row 2, fallback row 8, other row 9) and
; one cbufferLoadLegacy at the merge. The loop's pick of scales[i & 3] or
; scales[0] (a select, rows 11 to 14) reads row 11 + the select.
; RUN(SM66): lower tests/corpus/ll/cbuffer_phi.sm6_6.O3.ll
; RUN(EG): lower tests/corpus/ll/cbuffer_phi.sm6_6.O3.ll --engine egraph
; RUN(SM60): lower tests/corpus/ll/cbuffer_phi.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[CB:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%[^ ]+}}, %dx.types.ResourceProperties { i32 13, i32 {{[0-9]+}} })
; SM66: [[Y:%[^ ]+]] = and i32 {{%[0-9]+}}, 7
; SM66: [[ROW:%[0-9]+]] = phi i32 [ [[Y]], %sw.bb.i ], [ 2, %sw.default.i ], [ 9, %sw.bb3.i ], [ 8, %entry ]
; SM66: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 [[ROW]])
; SM66: [[SEL:%[^ ]+]] = select i1 {{%[^ ]+}}, i32 0, i32 {{%[^ ]+}}
; SM66: [[R2:%[0-9]+]] = add i32 11, [[SEL]]
; SM66: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 [[R2]])
; SM66-NOT: phi ptr
; EG: phi i32 [ {{%[^ ]+}}, %sw.bb.i ], [ 2, %sw.default.i ], [ 9, %sw.bb3.i ], [ 8, %entry ]
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%[^ ]+}}, i32 {{%[0-9]+}})
; SM60-NOT: phi ptr
