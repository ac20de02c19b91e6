; The HLSL declares Buffer<float> A, B, RWBuffer<float> C and RWStructuredBuffer<uint> D
; without registers: pins the implicit slots (first fit per class: A t0, B t1, C u0, D u1),
; their handles and record ids, and the scalar structured store (mask 1, align 4).
; RUN(SM66): lower tests/corpus/ll/implicit_bindings.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/implicit_bindings.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/implicit_bindings.sm6_0.O1.ll
;
; SM66: @A = external constant %"Buffer<float>"
; SM66: @B = external constant %"Buffer<float>"
; SM66: @C = external constant %"RWBuffer<float>"
; SM66: @D = external constant
; SM66-LABEL: define void @main(
; SM66: [[A:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[AA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[A]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-NEXT: [[B:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; SM66-NEXT: [[BA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-NEXT: [[C:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[CA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[C]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; Resource D is a structured UAV of uint, 4108 / stride 4.
; SM66-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[DA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[D]], %dx.types.ResourceProperties { i32 4108, i32 4 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[AA]], i32 [[TID]], i32 undef)
; SM66: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[BA]], i32 [[TID]], i32 undef)
; SM66: [[M:%[^ ,]+]] = fmul
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[CA]], i32 [[TID]], i32 undef, float [[M]], float [[M]], float [[M]], float [[M]], i8 15)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[DA]], i32 [[TID]], i32 0, i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66-NOT: handlefromimplicitbinding
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RA:![0-9]+]] = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[RB:![0-9]+]] = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RA]], [[RB]]}
; SM66: [[RC:![0-9]+]] = !{i32 0, ptr @C, !"C", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 4}
; SM66: [[RD:![0-9]+]] = !{i32 1, ptr @D, !"D", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RC]], [[RD]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; Flags: EnableRawAndStructuredBuffers (bit 4) = 16.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; createHandle: the range id is the record id, the index the absolute register.
; SM65-LABEL: define void @main(
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; SM65-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[D]], i32 [[TID:%[^ ,]+]], i32 0,
; SM65-SAME: i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
;
; SM60-LABEL: define void @main(
; SM60: [[A:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[B:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; SM60-NEXT: [[C:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[A]], i32 [[TID]], i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[B]], i32 [[TID]], i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[C]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; DXIL 1.0 structured store: BufferStore with the byte offset and the raw mask (1 component = 1).
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D]], i32 [[TID]], i32 0, i32 [[TID]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60: !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 1, ptr @D, !"D", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
