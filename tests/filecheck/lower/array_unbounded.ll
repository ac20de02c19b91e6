; The HLSL: RWBuffer<float> Tables[] : register(u0, space2) indexed by a value
; read from Buffer<uint> Index : register(t0); pins the unbounded range
; (upper bound and record size -1), the SRV handle (class 0, {10, 261}), NU
; false without NonUniformResourceIndex, and Max64UAVs (bit 15 = 32768: the
; unbounded array counts as more than 8 UAV slots).
; RUN(SM66): lower tests/corpus/ll/array_unbounded.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_unbounded.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_unbounded.sm6_0.O1.ll
;
; SM66: @Index = external constant %"Buffer<uint32_t>"
; SM66: @Tables = external constant [0 x %"RWBuffer<float>"]
; SM66-LABEL: define void @main(
; Buffer<uint>: word0 kind 10 = 10; word1 U32 (5) x 1 = 261.
; SM66: [[IB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[IH:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IB]], %dx.types.ResourceProperties { i32 10, i32 261 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[IL:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[IH]], i32 [[TX]], i32 undef)
; SM66-NEXT: [[T:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[IL]], 0
; SM66-NEXT: [[T1:%[a-z0-9.]+]] = add i32 [[T]], 1
; SM66-NEXT: [[B1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 1 }, i32 [[T1]], i1 false)
; SM66-NEXT: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H1]], i32 [[TX]], i32 undef)
; SM66: [[M:%[a-z0-9.]+]] = fmul {{.*}}, 2.000000e+00
; SM66-NEXT: [[B0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 1 }, i32 [[T]], i1 false)
; SM66-NEXT: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H0]], i32 [[TX]], i32 undef, float [[M]], float [[M]], float [[M]], float [[M]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ETU:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[RI:![0-9]+]] = !{i32 0, ptr @Index, !"Index", i32 0, i32 0, i32 1, i32 10, i32 0, [[ETU]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RI]]}
; SM66: [[ETF:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RT:![0-9]+]] = !{i32 0, ptr @Tables, !"Tables", i32 2, i32 0, i32 -1, i32 10, i1 false, i1 false, i1 false, [[ETF]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RT]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 32768, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[IH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[IH]], i32 {{%[0-9]+}}, i32 undef)
; SM65: [[T1:%[a-z0-9.]+]] = add i32 {{%[0-9]+}}, 1
; SM65-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[T1]], i1 false)
; SM65: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 {{%[0-9]+}}, i1 false)
; SM65-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H0]], {{.*}}, i8 15)
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Index, !"Index", i32 0, i32 0, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM65: !{i32 0, ptr @Tables, !"Tables", i32 2, i32 0, i32 -1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM65: !{i32 0, i64 32768, i32 4, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[IH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: [[IL:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[IH]], i32 {{%[0-9]+}}, i32 undef)
; SM60-NEXT: [[T:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[IL]], 0
; SM60-NEXT: [[T1:%[a-z0-9.]+]] = add i32 [[T]], 1
; SM60-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[T1]], i1 false)
; SM60: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[T]], i1 false)
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H0]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Tables, !"Tables", i32 2, i32 0, i32 -1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 32768, i32 4, {{![0-9]+}}}
