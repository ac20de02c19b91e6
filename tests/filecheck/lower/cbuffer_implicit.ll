; The HLSL: cbuffer A { float a0; float4 a1; } and cbuffer B { uint b0; } without
; registers, and RWBuffer<float> Out : register(u0). Pins implicit binding in
; declaration order (A -> b0, B -> b1), the CBV sizes (A: float + 12 padding +
; float4 = 32; B: 4), the row loads (a0: row 0 element 0; a1.w: row 1 element 3;
; b0: row 0 i32 element 0) and the CBV records.
; RUN(SM66): lower tests/corpus/ll/cbuffer_implicit.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/cbuffer_implicit.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/cbuffer_implicit.sm6_0.O1.ll
;
; Symbol types: the layout without dx.Padding; a single member is not wrapped twice.
; SM66: %CBuffer.A = type { { float, <4 x float> } }
; SM66: %CBuffer.B = type { i32 }
; SM66: @Out = external constant %"RWBuffer<float>"
; SM66: @A = external constant %CBuffer.A
; SM66: @B = external constant %CBuffer.B
; SM66-LABEL: define void @main(
; SM66: %A.cb_h.i.i = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; SM66-NEXT: [[A:%A\.cb_h\.i\.i_annot]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %A.cb_h.i.i, %dx.types.ResourceProperties { i32 13, i32 32 })
; SM66-NEXT: %B.cb_h.i.i = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 2 }, i32 1, i1 false)
; SM66-NEXT: [[B:%B\.cb_h\.i\.i_annot]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %B.cb_h.i.i, %dx.types.ResourceProperties { i32 13, i32 4 })
; SM66-NEXT: [[OB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[O:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 0)
; SM66-NEXT: [[A0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 0
; SM66-NEXT: [[R1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 1)
; SM66-NEXT: [[A1W:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R1]], 3
; SM66-NEXT: [[S:%[a-z0-9.]+]] = fadd {{.*}}float [[A1W]], [[A0]]
; SM66-NEXT: [[RB:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[B]], i32 0)
; SM66-NEXT: [[B0:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[RB]], 0
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[O]], i32 [[B0]], i32 undef, float [[S]], float [[S]], float [[S]], float [[S]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66-NOT: addrspace(2)
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RO:![0-9]+]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RO]]}
; SM66: [[RA:![0-9]+]] = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 32, null}
; SM66: [[RB2:![0-9]+]] = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 4, null}
; SM66: [[CBVS:![0-9]+]] = !{[[RA]], [[RB2]]}
; SM66: [[RES]] = !{null, [[UAVS]], [[CBVS]], null}
; SM66: [[NT:![0-9]+]] = !{i32 1, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[A:%A\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; SM65-NEXT: [[B:%B\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 1, i1 false)
; SM65-NEXT: [[O:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 0)
; SM65: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 1)
; SM65: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[B]], i32 0)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[O]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 32, null}
; SM65: !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 4, null}
;
; SM60-LABEL: define void @main(
; SM60: [[A:%A\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; SM60-NEXT: [[B:%B\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 1, i1 false)
; SM60-NEXT: [[O:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 0)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 1)
; SM60: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[B]], i32 0)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[O]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 32, null}
; SM60: !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 4, null}
