; A library (two compute entries sharing Out : u0 and In : t1, and an
; exported helper): each entry creates its own handles, the exported
; function stays (clang 22 gives it default visibility), thread and group
; ids are accepted in the compute entries, and the entry list starts with
; the library's null entry; each entry has ShaderKind 5 (compute) and its
; thread counts. Handles are made from the resource globals, as DXC makes
; them in libraries: the global is loaded and passed to createHandleForLib
; (SM 6.3 and later), annotated from SM 6.6; before 6.3 (which D3D12 runs
; no library of) with createHandle, as in a shader.
; RUN(SM66): lower tests/corpus/ll/library.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/library.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/library.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-library"
; SM66: define {{.*}}float @_Z5scalef(
; SM66-LABEL: define void @first()
; Out: RWBuffer<float> u0, its global loaded; words {10 | 0x1000, F32 9 | 1 << 8}.
; SM66: [[OG:%[0-9]+]] = load %"RWBuffer<float>", ptr @Out
; SM66-NEXT: [[O:%[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<float>"(i32 160, %"RWBuffer<float>" [[OG]])
; SM66-NEXT: [[OA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[O]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; In: StructuredBuffer<float4> t1; words {12, stride 16}.
; SM66-NEXT: [[IG:%[0-9]+]] = load %"StructuredBuffer<float4>", ptr @In
; SM66-NEXT: [[I:%[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.StructuredBuffer<float4>"(i32 160, %"StructuredBuffer<float4>" [[IG]])
; SM66-NEXT: [[IA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[I]], %dx.types.ResourceProperties { i32 12, i32 16 })
; SM66-NEXT: [[T:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; In[tid.x].x: byte offset 0, one float: mask 1, alignment 4.
; SM66-NEXT: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IA]], i32 [[T]], i32 0, i8 1, i32 4)
; SM66-NEXT: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; scale() inlined.
; SM66-NEXT: [[M:%[a-z.0-9]+]] = fmul {{.*}}float [[X]], 2.000000e+00
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OA]], i32 [[T]], i32 undef, float [[M]], float [[M]], float [[M]], float [[M]], i8 15)
; SM66-LABEL: define void @second()
; SM66: [[GX:%[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; SM66-NEXT: [[GY:%[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 1)
; In[gid.x].w: byte offset 12.
; SM66-NEXT: {{%[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 [[GX]], i32 12, i8 1, i32 4)
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 [[GY]], i32 undef,
; SM66-LABEL: define void @third()
; Counts[tid.x % 2]: an element of the array global, indexed from 0.
; SM66: [[CP:%[0-9]+]] = getelementptr inbounds [2 x %"RWBuffer<uint32_t>"], ptr @Counts, i32 0, i32 %rem.i
; SM66-NEXT: [[CG:%[0-9]+]] = load %"RWBuffer<uint32_t>", ptr [[CP]]
; SM66-NEXT: call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<uint32_t>"(i32 160, %"RWBuffer<uint32_t>" [[CG]])
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[LIB:![0-9]+]], [[E1:![0-9]+]], [[E2:![0-9]+]], {{![0-9]+}}}
; SM66-DAG: [[SM]] = !{!"lib", i32 6, i32 6}
; SM66-DAG: [[LIB]] = !{null, !"", null, {{![0-9]+}}, {{![0-9]+}}}
; SM66-DAG: [[E1]] = !{ptr @first, !"first", null, {{![0-9]+}}, [[P1:![0-9]+]]}
; SM66-DAG: [[P1]] = !{i32 8, i32 5, i32 4, [[N1:![0-9]+]]}
; SM66-DAG: [[N1]] = !{i32 64, i32 1, i32 1}
; SM66-DAG: [[E2]] = !{ptr @second, !"second", null, {{![0-9]+}}, [[P2:![0-9]+]]}
; SM66-DAG: [[P2]] = !{i32 8, i32 5, i32 4, [[N2:![0-9]+]]}
; SM66-DAG: [[N2]] = !{i32 8, i32 8, i32 1}
;
; 6.3 to 6.5: createHandleForLib, not annotated.
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-library"
; SM65-LABEL: define void @first()
; SM65: [[OG:%[0-9]+]] = load %"RWBuffer<float>", ptr @Out
; SM65-NEXT: call %dx.types.Handle @"dx.op.createHandleForLib.RWBuffer<float>"(i32 160, %"RWBuffer<float>" [[OG]])
; SM65-NOT: annotateHandle
; SM65-NOT: createHandleFromBinding
; Below 6.3: createHandle with the class and the record id (Out is UAV 0,
; In is SRV 0); the index is absolute (In at t1 -> 1).
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-library"
; SM60-LABEL: define void @first()
; SM60: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[I0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
; Raw buffers below DXIL 1.2 use bufferLoad with the element index and byte offset.
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[I0]], i32 {{%[0-9]+}}, i32 0)
; SM60: !{!"lib", i32 6, i32 0}
