; The HLSL: RWBuffer<float4> Textures[8] : register(u0) indexed by
; NonUniformResourceIndex(tid.x % 8); pins NU = true on the handle, the range
; {0, 7}, the float4 typed ops, that nonuniformindex is gone, and the
; TypedUAVLoadAdditionalFormats flag (bit 13 = 8192) from the float4 load.
; RUN(SM66): lower tests/corpus/ll/array_nonuniform.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_nonuniform.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_nonuniform.sm6_0.O1.ll
;
; SM66: @Textures = external constant [8 x %"RWBuffer<float4>"]
; SM66-LABEL: define void @main(
; SM66: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[IDX:%[a-z0-9.]+]] = and i32 [[TX]], 7
; RWBuffer<float4>: word0 4106; word1 F32 (9) x 4 = 0x409 = 1033.
; SM66-NEXT: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 7, i32 0, i8 1 }, i32 [[IDX]], i1 true)
; SM66-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66-NEXT: [[X1:%[a-z0-9.]+]] = add i32 [[TX]], 1
; SM66-NEXT: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 [[X1]], i32 undef)
; SM66-NEXT: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM66-NEXT: [[V1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 1
; SM66-NEXT: [[V2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 2
; SM66-NEXT: [[V3:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 3
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 [[TX]], i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Textures, !"Textures", i32 0, i32 0, i32 8, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8192, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[IDX:%[a-z0-9.]+]] = and i32 {{%[0-9]+}}, 7
; SM65-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 true)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[a-z0-9.]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM65-NOT: @llvm.dx.
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Textures, !"Textures", i32 0, i32 0, i32 8, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM65: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[IDX:%[a-z0-9.]+]] = and i32 {{%[0-9]+}}, 7
; SM60-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 true)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[a-z0-9.]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM60-NOT: @llvm.dx.
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Textures, !"Textures", i32 0, i32 0, i32 8, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
