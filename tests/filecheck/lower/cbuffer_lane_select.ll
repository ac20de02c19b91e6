; The HLSL: `w += (i & 1) ? arr[i].x : arr[i].y` over a cbuffer float4 array.
; clang -O3 makes the choice a byte offset inside the row (`xor (and (shl i,
; 2), 4), 4`); cbuffer-access splits the whole offset into row (>> 4) and
; byte (& 15), loads the row once and selects the lane (byte / 4) at run
; time. Same with --engine egraph.
; RUN(SM66): lower tests/corpus/ll/cbuffer_lane_select.sm6_6.O3.ll
; RUN(EG): lower tests/corpus/ll/cbuffer_lane_select.sm6_6.O3.ll --engine egraph
;
; SM66-LABEL: define void @main(
; SM66: for.body.i:
; SM66: %cond.i.in.idx = xor i32 %{{[0-9]+}}, 4
; SM66: [[OFF:%[0-9]+]] = add i32 %{{[0-9]+}}, %cond.i.in.idx
; SM66-NEXT: [[ROW:%[0-9]+]] = lshr i32 [[OFF]], 4
; SM66-NEXT: [[COL:%[0-9]+]] = and i32 [[OFF]], 15
; SM66-NEXT: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 [[ROW]])
; SM66-NEXT: [[L0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R]], 0
; SM66-NEXT: [[L1:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R]], 1
; SM66-NEXT: [[L2:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R]], 2
; SM66-NEXT: [[L3:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R]], 3
; SM66-NEXT: [[LANE:%[0-9]+]] = lshr i32 [[COL]], 2
; SM66-NEXT: [[E1:%[0-9]+]] = icmp eq i32 [[LANE]], 1
; SM66-NEXT: [[S1:%[0-9]+]] = select i1 [[E1]], float [[L1]], float [[L0]]
; SM66-NEXT: [[E2:%[0-9]+]] = icmp eq i32 [[LANE]], 2
; SM66-NEXT: [[S2:%[0-9]+]] = select i1 [[E2]], float [[L2]], float [[S1]]
; SM66-NEXT: [[E3:%[0-9]+]] = icmp eq i32 [[LANE]], 3
; SM66-NEXT: [[S3:%[0-9]+]] = select i1 [[E3]], float [[L3]], float [[S2]]
; SM66-NEXT: %add.i = fadd reassoc nnan ninf nsz arcp afn float [[S3]], %w.0.i2
;
; EG-LABEL: define void @main(
; EG: lshr i32 %{{[0-9]+}}, 4
; EG: select i1 %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}
