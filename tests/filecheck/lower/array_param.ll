; The HLSL: resource arrays passed by value to helpers: sum_all(Bufs) over
; RWBuffer<float> Bufs[4] : register(u0) and write_row(Grid[2]) over
; RWBuffer<float> Grid[3][2] : register(u4). clang 22 loses the Bufs copy (its
; loads arrive on a poison handle), so only Grid is a resource. Pins Grid[2][0]
; and Grid[2][1] at absolute 8 and 9 in range {4, 9}, and that the inlined
; helpers are dropped.
; RUN(SM66): lower tests/corpus/ll/array_param.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_param.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_param.sm6_0.O1.ll
;
; SM66-NOT: @Bufs
; SM66: @Grid = external constant [6 x %"RWBuffer<float>"]
; SM66-NOT: define
; SM66-LABEL: define void @main(
; SM66: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle poison, i32 [[TX]], i32 undef)
; The four poison-handle loads fold to one times 4.
; SM66: [[S:%[a-z0-9.]+]] = fmul {{.*}}, 4.000000e+00
; Grid[2][0]: flat 4 + lower bound 4 = 8; Grid[2][1] = 9. RWBuffer<float>: {4106, 265}.
; SM66: [[B8:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 9, i32 0, i8 1 }, i32 8, i1 false)
; SM66-NEXT: [[H8:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B8]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[B9:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 9, i32 0, i8 1 }, i32 9, i1 false)
; SM66-NEXT: [[H9:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B9]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H8]], i32 [[TX]], i32 undef, float [[S]], float [[S]], float [[S]], float [[S]], i8 15)
; SM66-NEXT: [[M:%[a-z0-9.]+]] = fmul {{.*}}, 8.000000e+00
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H9]], i32 [[TX]], i32 undef, float [[M]], float [[M]], float [[M]], float [[M]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: define
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Grid, !"Grid", i32 0, i32 4, i32 6, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 16, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[H8:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 8, i1 false)
; SM65-NEXT: [[H9:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 9, i1 false)
; SM65-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H8]], {{.*}}, i8 15)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H9]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Grid, !"Grid", i32 0, i32 4, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[H8:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 8, i1 false)
; SM60-NEXT: [[H9:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 9, i1 false)
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H8]], {{.*}}, i8 15)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H9]], {{.*}}, i8 15)
; SM60-NOT: define
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Grid, !"Grid", i32 0, i32 4, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
