; The HLSL computes Dst[i] = Src[i] * Src[i] + Dst[i] with Buffer<double2> Src (t0) and
; RWBuffer<double2> Dst (u0): pins the F64 x2 annotate words, the 64-bit typed expansion
; (BufferLoad.i32 of four lanes + MakeDouble, SplitDouble + BufferStore.i32 lo0,hi0,lo1,hi1
; mask 15), the U32 storage type in metadata and the Doubles flag.
; RUN(SM66): lower tests/corpus/ll/rwbuffer_double2.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_double2.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_double2.sm6_0.O1.ll
;
; SM66: @Src = external constant %"Buffer<double2>"
; SM66: @Dst = external constant %"RWBuffer<double2>"
; SM66-LABEL: define void @main(
; word1 = F64 (10) | 2 components << 8 = 522.
; SM66: [[S:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[SA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[S]], %dx.types.ResourceProperties { i32 10, i32 522 })
; SM66-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[DA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[D]], %dx.types.ResourceProperties { i32 4106, i32 522 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[L1:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[SA]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[A0:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L1]], 0
; SM66-NEXT: [[A1:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L1]], 1
; SM66-NEXT: [[A2:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L1]], 2
; SM66-NEXT: [[A3:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L1]], 3
; SM66-NEXT: [[DA0:%[^ ,]+]] = call double @dx.op.makeDouble.f64(i32 101, i32 [[A0]], i32 [[A1]])
; SM66-NEXT: [[DA1:%[^ ,]+]] = call double @dx.op.makeDouble.f64(i32 101, i32 [[A2]], i32 [[A3]])
; a * a, per lane (scalarized as by LLVM 22).
; SM66-NEXT: [[SQ0:%[^ ,]+]] = fmul {{.*}}double [[DA0]], [[DA0]]
; SM66-NEXT: [[SQ1:%[^ ,]+]] = fmul {{.*}}double [[DA1]], [[DA1]]
; SM66: [[L2:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[DA]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[B0:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L2]], 0
; SM66-NEXT: [[B1:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L2]], 1
; SM66-NEXT: [[B2:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L2]], 2
; SM66-NEXT: [[B3:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[L2]], 3
; SM66-NEXT: [[DB0:%[^ ,]+]] = call double @dx.op.makeDouble.f64(i32 101, i32 [[B0]], i32 [[B1]])
; SM66-NEXT: [[DB1:%[^ ,]+]] = call double @dx.op.makeDouble.f64(i32 101, i32 [[B2]], i32 [[B3]])
; + Dst[i], per lane, each sum split straight away.
; SM66-NEXT: [[SUM0:%[^ ,]+]] = fadd {{.*}}double [[DB0]], [[SQ0]]
; SM66-NEXT: [[SUM1:%[^ ,]+]] = fadd {{.*}}double [[DB1]], [[SQ1]]
; SM66-NEXT: [[SD0:%[^ ,]+]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double [[SUM0]])
; SM66-NEXT: [[LO0:%[^ ,]+]] = extractvalue %dx.types.splitdouble [[SD0]], 0
; SM66-NEXT: [[HI0:%[^ ,]+]] = extractvalue %dx.types.splitdouble [[SD0]], 1
; SM66-NEXT: [[SD1:%[^ ,]+]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double [[SUM1]])
; SM66-NEXT: [[LO1:%[^ ,]+]] = extractvalue %dx.types.splitdouble [[SD1]], 0
; SM66-NEXT: [[HI1:%[^ ,]+]] = extractvalue %dx.types.splitdouble [[SD1]], 1
; The SplitDouble halves are the store operands directly (the interleaving shufflevector is
; scalarized, as by LLVM 22): lo0, hi0, lo1, hi1.
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[DA]], i32 [[TID]], i32 undef, i32 [[LO0]], i32 [[HI0]], i32 [[LO1]], i32 [[HI1]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; 64-bit typed element: metadata has the storage type U32 (5).
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[RS:![0-9]+]] = !{i32 0, ptr @Src, !"Src", i32 0, i32 0, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RS]]}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Dst, !"Dst", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: Doubles (bit 2) + TypedUAVLoadAdditionalFormats (bit 13, 2-component typed load) = 8196.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8196, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[S:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[S]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[D]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double {{%[^ ,]+}})
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM65-NOT: bufferLoad.f64
; SM65: !{i32 0, i64 8196, i32 4, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[S:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[S]], i32 [[TID]], i32 undef)
; SM60: call double @dx.op.makeDouble.f64(i32 101,
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[D]], i32 [[TID]], i32 undef)
; SM60: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102,
; SM60: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102,
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60: !{i32 0, ptr @Dst, !"Dst", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 8196, i32 4, {{![0-9]+}}}
