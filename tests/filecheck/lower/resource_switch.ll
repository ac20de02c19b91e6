; The HLSL: `switch (sel)` picks A, B or C (u0..u2) to read at id.x, and the
; value is stored to A. clang -O1 and above merge the three getpointers in a
; phi below the switch; forward-resource-pointers moves the load into each
; case (as LLVM's ResourceAccess does), and the loaded values merge instead.
; The same with --engine egraph.
; RUN(SM66): lower tests/corpus/ll/resource_switch.sm6_6.O3.ll
; RUN(EG): lower tests/corpus/ll/resource_switch.sm6_6.O2.ll --engine egraph
;
; SM66-LABEL: define void @main(
; SM66: sw.bb.i:
; SM66-NEXT: [[LA:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[A:%[0-9]+]], i32 [[TID:%[0-9]+]], i32 undef)
; SM66-NEXT: [[VA:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LA]], 0
; SM66-NEXT: br label %_Z4mainDv3_j.exit
; SM66: sw.bb1.i:
; SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66: [[LB:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%[0-9]+}}, i32 [[TID]], i32 undef)
; SM66-NEXT: [[VB:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM66: sw.default.i:
; SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; SM66: [[LC:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%[0-9]+}}, i32 [[TID]], i32 undef)
; SM66-NEXT: [[VC:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LC]], 0
; SM66: _Z4mainDv3_j.exit:
; SM66-NEXT: %v.0.i = phi float [ [[VC]], %sw.default.i ], [ [[VA]], %sw.bb.i ], [ [[VB]], %sw.bb1.i ]
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[A]], i32 %add.i, i32 undef, float %v.0.i, float %v.0.i, float %v.0.i, float %v.0.i, i8 15)
; SM66-NOT: phi ptr
;
; EG-LABEL: define void @main(
; EG: %v.0.i = phi float
; EG-NOT: getpointer
