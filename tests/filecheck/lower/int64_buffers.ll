; The HLSL reads/writes RWBuffer<uint64_t> Wide (u0) and stores an int64_t2 into
; RWStructuredBuffer<int64_t2> Pairs (u1): pins the 64-bit typed expansion (two i32 lanes,
; zext/shl/or to rebuild, trunc/lshr/trunc to split, store lo,hi,lo,lo mask 15), the direct
; i64 raw store on DXIL >= 1.3 (mask 3, align 8), its i32 expansion on DXIL 1.0, the
; U64 annotate word vs the U32 storage type in metadata, and the Int64Ops flag.
; RUN(SM66): lower tests/corpus/ll/int64_buffers.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/int64_buffers.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/int64_buffers.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; Wide: U64 (7), 1 component: word1 = 263.
; SM66: [[W:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[WA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[W]], %dx.types.ResourceProperties { i32 4106, i32 263 })
; Pairs: structured UAV, stride = alloc size of <2 x i64> = 16.
; SM66-NEXT: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[PA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[P]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LD:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[WA]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[LO:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM66-NEXT: [[HI:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 1
; SM66-NEXT: [[LO64:%[^ ,]+]] = zext i32 [[LO]] to i64
; SM66-NEXT: [[HI64:%[^ ,]+]] = zext i32 [[HI]] to i64
; SM66-NEXT: [[HISH:%[^ ,]+]] = shl i64 [[HI64]], 32
; SM66-NEXT: [[WV:%[^ ,]+]] = or i64 [[LO64]], [[HISH]]
; SM66: [[NEW:%[^ ,]+]] = add i64
; SM66-NEXT: [[SLO:%[^ ,]+]] = trunc i64 [[NEW]] to i32
; SM66-NEXT: [[SHI64:%[^ ,]+]] = lshr i64 [[NEW]], 32
; SM66-NEXT: [[SHI:%[^ ,]+]] = trunc i64 [[SHI64]] to i32
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[WA]], i32 [[TID]], i32 undef, i32 [[SLO]], i32 [[SHI]], i32 [[SLO]], i32 [[SLO]], i8 15)
; SM66-NEXT: [[NEG:%[^ ,]+]] = sub nsw i64 0, [[WV]]
; SM66-NEXT: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle [[PA]], i32 [[TID]], i32 0, i64 [[WV]], i64 [[NEG]], i64 undef, i64 undef, i8 3, i32 8)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; Metadata element type of a 64-bit typed buffer is the storage type U32 (5) in LLVM 22.
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[RW:![0-9]+]] = !{i32 0, ptr @Wide, !"Wide", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 16}
; SM66: [[RP:![0-9]+]] = !{i32 1, ptr @Pairs, !"Pairs", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RW]], [[RP]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; Flags: Int64Ops (bit 20) + EnableRawAndStructuredBuffers (bit 4) = 1048592.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 1048592, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; DXIL 1.5 >= 1.3: the i64 raw store stays 64-bit.
; SM65-LABEL: define void @main(
; SM65: [[W:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[W]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[W]], {{.*}}, i8 15)
; SM65: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle [[P]], i32 {{%[^ ,]+}}, i32 0, i64 {{%[^ ,]+}}, i64 {{%[^ ,]+}}, i64 undef, i64 undef, i8 3, i32 8)
; SM65: !{i32 0, i64 1048592, i32 4, {{![0-9]+}}}
;
; DXIL 1.0: the int64_t2 raw store becomes one BufferStore of four i32 (lo0, hi0, lo1, hi1), mask 15.
; SM60-LABEL: define void @main(
; SM60: [[W:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[W]], i32 [[TID]], i32 undef)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[W]], i32 [[TID]], i32 undef, i32 [[SLO:%[^ ,]+]],
; SM60-SAME: i32 {{%[^ ,]+}}, i32 [[SLO]], i32 [[SLO]], i8 15)
; Byte offset operand `i32 0` (offset 0 + 4 * chunk 0, folded as by LLVM's IRBuilder).
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[P]], i32 [[TID]], i32 0, i32 {{%[^ ,]+}}, i32 {{%[^ ,]+}}, i32 {{%[^ ,]+}}, i32 {{%[^ ,]+}}, i8 15)
; SM60-NOT: i64 undef
; SM60-NOT: rawBufferStore
; SM60: !{i32 0, ptr @Wide, !"Wide", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 1048592, i32 4, {{![0-9]+}}}
