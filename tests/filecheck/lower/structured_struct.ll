; The HLSL: Particle { float3 position; float mass; int id; float2 velocity; } in a
; RWStructuredBuffer u0. clang 22 lays it out as { <3 x float>, [4 x i8], float, i32,
; <2 x float> } (float3 padded to 16), so: velocity at 24 (2 lanes, mask 3), position.xy
; read at 0 (mask 3) and written as two scalars at 0 and 4, mass at 16, id at 20; stride 32;
; word0 0x130C = 4876 (kind 12, UAV, struct align 8 -> log2 3); flag bit 4.
; RUN(SM66): lower tests/corpus/ll/structured_struct.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/structured_struct.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/structured_struct.sm6_0.O1.ll
; position.xy + velocity is scalarized per lane (two `fadd float`, each store taking its sum);
; the -NEXT chain from the last extractvalue to the stores leaves no room for `fadd <2 x float>`.
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Particles = external constant %"RWStructuredBuffer<struct.Particle>"
; SM66-LABEL: define void @main(
; SM66: [[BParticles:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HParticles:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BParticles]], %dx.types.ResourceProperties { i32 4876, i32 32 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LV:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 24, i8 3, i32 4)
; SM66: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 0
; SM66: [[V1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 1
; SM66: [[LP:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0, i8 3, i32 4)
; SM66: [[P0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 0
; SM66-NEXT: [[P1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 1
; SM66-NEXT: [[S0:%[^ ,]+]] = fadd {{.*}}float [[P0]], [[V0]]
; SM66-NEXT: [[S1:%[^ ,]+]] = fadd {{.*}}float [[P1]], [[V1]]
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0, float [[S0]], float undef, float undef, float undef, i8 1, i32 4)
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 4, float [[S1]], float undef, float undef, float undef, i8 1, i32 4)
; SM66: [[LM:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16, i8 1, i32 4)
; SM66-NEXT: [[M:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LM]], 0
; SM66-NEXT: [[MM:%[^ ]+]] = fmul {{.*}}float [[M]], 0x3FEFAE1480000000
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16, float [[MM]], float undef, float undef, float undef, i8 1, i32 4)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 20, i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66: ret void
; SM66-NOT: @dx.op.createHandle(
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM66-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM66-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM66-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM66-DAG: [[SMD]] = !{!"cs", i32 6, i32 6}
; SM66-DAG: [[VER]] = !{i32 1, i32 6}
; SM66-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM66-DAG: [[UAVS]] = !{[[RECParticles:![0-9]+]]}
; SM66-DAG: [[RECParticles]] = !{i32 0, ptr @Particles, !"Particles", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_32:![0-9]+]]}
; SM66-DAG: [[EXT_1_32]] = !{i32 1, i32 32}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Particles = external constant %"RWStructuredBuffer<struct.Particle>"
; SM65-LABEL: define void @main(
; SM65: [[HParticles:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LV:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 24, i8 3, i32 4)
; SM65: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 0
; SM65: [[V1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 1
; SM65: [[LP:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0, i8 3, i32 4)
; SM65: [[P0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 0
; SM65-NEXT: [[P1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 1
; SM65-NEXT: [[S0:%[^ ,]+]] = fadd {{.*}}float [[P0]], [[V0]]
; SM65-NEXT: [[S1:%[^ ,]+]] = fadd {{.*}}float [[P1]], [[V1]]
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0, float [[S0]], float undef, float undef, float undef, i8 1, i32 4)
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 4, float [[S1]], float undef, float undef, float undef, i8 1, i32 4)
; SM65: [[LM:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16, i8 1, i32 4)
; SM65-NEXT: [[M:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LM]], 0
; SM65-NEXT: [[MM:%[^ ]+]] = fmul {{.*}}float [[M]], 0x3FEFAE1480000000
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16, float [[MM]], float undef, float undef, float undef, i8 1, i32 4)
; SM65-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 20, i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65: ret void
; SM65-NOT: @dx.op.annotateHandle
; SM65-NOT: @dx.op.createHandleFromBinding
; SM65-NOT: @llvm.dx.
; SM65: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM65-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM65-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM65-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM65-DAG: [[SMD]] = !{!"cs", i32 6, i32 5}
; SM65-DAG: [[VER]] = !{i32 1, i32 5}
; SM65-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM65-DAG: [[UAVS]] = !{[[RECParticles:![0-9]+]]}
; SM65-DAG: [[RECParticles]] = !{i32 0, ptr @Particles, !"Particles", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_32:![0-9]+]]}
; SM65-DAG: [[EXT_1_32]] = !{i32 1, i32 32}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Particles = external constant %"RWStructuredBuffer<struct.Particle>"
; SM60-LABEL: define void @main(
; SM60: [[HParticles:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[LV:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 24)
; SM60: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 0
; SM60: [[V1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LV]], 1
; SM60: [[LP:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0)
; SM60: [[P0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 0
; SM60-NEXT: [[P1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LP]], 1
; SM60-NEXT: [[S0:%[^ ,]+]] = fadd {{.*}}float [[P0]], [[V0]]
; SM60-NEXT: [[S1:%[^ ,]+]] = fadd {{.*}}float [[P1]], [[V1]]
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 0, float [[S0]], float undef, float undef, float undef, i8 1)
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 4, float [[S1]], float undef, float undef, float undef, i8 1)
; SM60: [[LM:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16)
; SM60-NEXT: [[M:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LM]], 0
; SM60-NEXT: [[MM:%[^ ]+]] = fmul {{.*}}float [[M]], 0x3FEFAE1480000000
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 16, float [[MM]], float undef, float undef, float undef, i8 1)
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HParticles]], i32 [[TID]], i32 20, i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60: ret void
; SM60-NOT: @dx.op.annotateHandle
; SM60-NOT: @dx.op.createHandleFromBinding
; SM60-NOT: @llvm.dx.
; SM60: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM60-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM60-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM60-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM60-DAG: [[SMD]] = !{!"cs", i32 6, i32 0}
; SM60-DAG: [[VER]] = !{i32 1, i32 0}
; SM60-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM60-DAG: [[UAVS]] = !{[[RECParticles:![0-9]+]]}
; SM60-DAG: [[RECParticles]] = !{i32 0, ptr @Particles, !"Particles", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_32:![0-9]+]]}
; SM60-DAG: [[EXT_1_32]] = !{i32 1, i32 32}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
