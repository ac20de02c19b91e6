; The HLSL applies clamp(abs(v), 0, 255) + max(v, (1,2,3,4)) to RWBuffer<int4> Data (u0) and
; firstbithigh + firstbitlow to RWBuffer<uint> Bits (u1): pins the I32 x4 / U32 x1 annotate
; words, abs as IMax(x, 0 - x), clamp as IMax then IMin (37, 38), max as IMax, FirstbitHi 33
; (with the header's 31 - r) and FirstbitLo 32 (unaryBits.i32), and the I32 (4) / U32 (5)
; metadata element types.
; RUN(SM66): lower tests/corpus/ll/int_intrinsics.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/int_intrinsics.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/int_intrinsics.sm6_0.O1.ll
; 
; SM66-LABEL: define void @main(
; Data: I32 (4) | 4 components << 8 = 1028.
; SM66: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[DA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[D]], %dx.types.ResourceProperties { i32 4106, i32 1028 })
; SM66-NEXT: [[B:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[BA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LD:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[DA]], i32 [[TID]], i32 undef)
; SM66: [[A0:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM66: [[A1:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 1
; SM66: [[A2:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 2
; SM66: [[A3:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 3
; abs(v): IMax(v, 0 - v), the negation scalarized per lane.
; SM66: [[N0:%[^ ,]+]] = sub i32 0, [[A0]]
; SM66-NEXT: [[N1:%[^ ,]+]] = sub i32 0, [[A1]]
; SM66-NEXT: [[N2:%[^ ,]+]] = sub i32 0, [[A2]]
; SM66-NEXT: [[N3:%[^ ,]+]] = sub i32 0, [[A3]]
; SM66: [[ABS0:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A0]], i32 [[N0]])
; SM66: [[ABS1:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A1]], i32 [[N1]])
; SM66: [[ABS2:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A2]], i32 [[N2]])
; SM66: [[ABS3:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A3]], i32 [[N3]])
; clamp(x, 0, 255): IMax with the lower bound, then IMin with the upper bound; the constant
; vectors fold to scalar operands per lane (as LLVM's Scalarizer does).
; SM66: [[LO0:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[ABS0]], i32 0)
; SM66: [[LO1:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[ABS1]], i32 0)
; SM66: [[LO2:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[ABS2]], i32 0)
; SM66: [[LO3:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[ABS3]], i32 0)
; SM66: [[C0:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 38, i32 [[LO0]], i32 255)
; SM66: [[C1:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 38, i32 [[LO1]], i32 255)
; SM66: [[C2:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 38, i32 [[LO2]], i32 255)
; SM66: [[C3:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 38, i32 [[LO3]], i32 255)
; max(v, int4(1, 2, 3, 4)): IMax with lane k's constant.
; SM66: [[MX0:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A0]], i32 1)
; SM66: [[MX1:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A1]], i32 2)
; SM66: [[MX2:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A2]], i32 3)
; SM66: [[MX3:%[^ ,]+]] = call i32 @dx.op.binary.i32(i32 37, i32 [[A3]], i32 4)
; SM66-NOT: extractelement
; SM66: [[S0:%[^ ,]+]] = add i32 [[C0]], [[MX0]]
; SM66-NEXT: [[S1:%[^ ,]+]] = add i32 [[C1]], [[MX1]]
; SM66-NEXT: [[S2:%[^ ,]+]] = add i32 [[C2]], [[MX2]]
; SM66-NEXT: [[S3:%[^ ,]+]] = add i32 [[C3]], [[MX3]]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[DA]], i32 [[TID]], i32 undef, i32 [[S0]], i32 [[S1]], i32 [[S2]], i32 [[S3]], i8 15)
; SM66-NEXT: [[LB:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[BA]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[X:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[LB]], 0
; FirstbitHi counts from the most significant bit; the header's firstbithigh
; gives HLSL's index, 31 - r, keeping -1 (as DXC writes it).
; SM66-NEXT: [[HI:%[^ ,]+]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[X]])
; SM66-NEXT: [[NONE:%[^ ,]+]] = icmp eq i32 [[HI]], -1
; SM66-NEXT: [[FROM_LSB:%[^ ,]+]] = sub i32 31, [[HI]]
; SM66-NEXT: [[FBH:%[^ ,]+]] = select i1 [[NONE]], i32 -1, i32 [[FROM_LSB]]
; SM66-NEXT: [[LOW:%[^ ,]+]] = call i32 @dx.op.unaryBits.i32(i32 32, i32 [[X]])
; SM66-NEXT: [[SUM:%[^ ,]+]] = add i32 [[FBH]], [[LOW]]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[BA]], i32 [[TID]], i32 undef, i32 [[SUM]], i32 [[SUM]], i32 [[SUM]], i32 [[SUM]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[I32:![0-9]+]] = !{i32 0, i32 4}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[I32]]}
; SM66: [[U32:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[RB:![0-9]+]] = !{i32 1, ptr @Bits, !"Bits", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[U32]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]], [[RB]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: TypedUAVLoadAdditionalFormats (bit 13, int4 typed UAV load) = 8192.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8192, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
; 
; SM65-LABEL: define void @main(
; SM65: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[B:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[D]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call i32 @dx.op.binary.i32(i32 37,
; SM65: call i32 @dx.op.binary.i32(i32 37,
; SM65: call i32 @dx.op.binary.i32(i32 38,
; SM65: call i32 @dx.op.binary.i32(i32 37,
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[B]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: [[HI65:%[^ ,]+]] = call i32 @dx.op.unaryBits.i32(i32 33,
; SM65: sub i32 31, [[HI65]]
; SM65: call i32 @dx.op.unaryBits.i32(i32 32,
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], {{.*}}, i8 15)
; SM65-NOT: @llvm.
; SM65: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
; 
; SM60-LABEL: define void @main(
; SM60: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[B:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[D]], i32 {{%[^ ,]+}}, i32 undef)
; SM60: call i32 @dx.op.binary.i32(i32 37,
; SM60: call i32 @dx.op.binary.i32(i32 37,
; SM60: call i32 @dx.op.binary.i32(i32 38,
; SM60: call i32 @dx.op.binary.i32(i32 37,
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[B]], i32 {{%[^ ,]+}}, i32 undef)
; SM60: [[HI60:%[^ ,]+]] = call i32 @dx.op.unaryBits.i32(i32 33,
; SM60: sub i32 31, [[HI60]]
; SM60: call i32 @dx.op.unaryBits.i32(i32 32,
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], {{.*}}, i8 15)
; SM60-NOT: @llvm.
; SM60: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
;
