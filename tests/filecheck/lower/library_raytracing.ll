; A library of ray-tracing shaders (tests/corpus/hlsl/library_raytracing.hlsl):
; the entries get their shader kinds (ray generation 7, intersection 8) and
; make every handle as DXC's libraries do: the resource's global is loaded
; and passed to createHandleForLib, named by the global's struct, then
; annotated (SM 6.6); an element of a resource array through a GEP into the
; array global, indexed from 0 (Counts at u4..u6: `Which % 3`, and 1). Below
; 6.6 the handle is createHandleForLib's own. `asuint(Out[Which])` (an i32
; load of a float element) is a float load and a bitcast.
; RUN(SM66): lower tests/corpus/ll/library_raytracing.sm6_6.O3.ll
; RUN(SM63): lower tests/corpus/ll/library_raytracing.sm6_3.O3.ll
;
; SM66-LABEL: define void @RayGen()
; SM66-NEXT: entry:
; SM66-NEXT: [[OG:%[0-9]+]] = load %"RWBuffer<float>", ptr @Out
; SM66-NEXT: [[O:%[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<float>"(i32 160, %"RWBuffer<float>" [[OG]])
; SM66-NEXT: [[OA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[O]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66: [[CB:%[0-9]+]] = load %CBuffer.Params, ptr @Params
; SM66-NEXT: [[C:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.CBuffer.Params(i32 160, %CBuffer.Params [[CB]])
; SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[C]], %dx.types.ResourceProperties { i32 13, i32 8 })
; SM66: [[F:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[OA]], i32 {{%[0-9]+}}, i32 undef)
; SM66-NEXT: [[FV:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[F]], 0
; SM66-NEXT: [[BITS:%[0-9]+]] = bitcast float [[FV]] to i32
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, i32 [[BITS]],
; SM66: [[K:%[a-z.0-9]+]] = urem i32 {{%[0-9]+}}, 3
; SM66-NEXT: [[CP:%[0-9]+]] = getelementptr inbounds [3 x %"RWBuffer<uint32_t>"], ptr @Counts, i32 0, i32 [[K]]
; SM66-NEXT: [[CG:%[0-9]+]] = load %"RWBuffer<uint32_t>", ptr [[CP]]
; SM66-NEXT: call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<uint32_t>"(i32 160, %"RWBuffer<uint32_t>" [[CG]])
; SM66-LABEL: define void @Intersect()
; SM66: getelementptr inbounds [3 x %"RWBuffer<uint32_t>"], ptr @Counts, i32 0, i32 1
; SM66-NOT: createHandleFromBinding
; SM66-NOT: @llvm.dx.
; SM66: !dx.entryPoints = !{[[LIB:![0-9]+]], [[E1:![0-9]+]], [[E2:![0-9]+]]}
; SM66-DAG: !{i32 1, ptr @Counts, !"Counts", i32 0, i32 4, i32 3, i32 10,
; SM66-DAG: [[E1]] = !{ptr @RayGen, !"RayGen", null, {{![0-9]+}}, [[P1:![0-9]+]]}
; SM66-DAG: [[P1]] = !{i32 8, i32 7}
; SM66-DAG: [[E2]] = !{ptr @Intersect, !"Intersect", null, {{![0-9]+}}, [[P2:![0-9]+]]}
; SM66-DAG: [[P2]] = !{i32 8, i32 8}
;
; SM63-LABEL: define void @RayGen()
; SM63: [[OG:%[0-9]+]] = load %"RWBuffer<float>", ptr @Out
; SM63-NEXT: call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<float>"(i32 160, %"RWBuffer<float>" [[OG]])
; SM63-NOT: annotateHandle
; SM63-NOT: createHandleFromBinding
; SM63-NOT: @dx.op.createHandle(
; SM63: !{!"lib", i32 6, i32 3}
