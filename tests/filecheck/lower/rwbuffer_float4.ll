; The HLSL copies Buffer<float4> In (t0) to RWBuffer<float4> Out (u0) scaled by 2: pins
; the SRV/UAV typed handles, the four-component bufferLoad/bufferStore and the records.
; RUN(SM66): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_float4.sm6_0.O1.ll
;
; Globals named after the resource types (§6.3).
; SM66: @In = external constant %"Buffer<float4>"
; SM66: @Out = external constant %"RWBuffer<float4>"
; SM66-LABEL: define void @main(
; In: SRV t0, word0 = TypedBuffer (10), word1 = F32 (9) | 4 comps << 8 = 1033.
; SM66: [[IN:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[INA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IN]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; Out: UAV u0, word0 = 0x100A = 4106.
; SM66-NEXT: [[OUT:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[OUTA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUT]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LD:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[INA]], i32 [[TID]], i32 undef)
; SM66: [[X0:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM66-NEXT: [[X1:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 1
; SM66-NEXT: [[X2:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
; SM66-NEXT: [[X3:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
; `* 2.0` scalarized per lane (LLVM 22 Scalarizer), each product fed straight to the store.
; SM66-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}float [[X0]], 2.000000e+00
; SM66-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}float [[X1]], 2.000000e+00
; SM66-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}float [[X2]], 2.000000e+00
; SM66-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}float [[X3]], 2.000000e+00
; Typed store: all four lanes, mask 0xF.
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUTA]], i32 [[TID]], i32 undef, float [[M0]], float [[M1]], float [[M2]], float [[M3]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66-NOT: target("dx.
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.version = !{[[VER:![0-9]+]]}
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[SM]] = !{!"cs", i32 6, i32 6}
; SM66: [[VER]] = !{i32 1, i32 6}
; Both typed records carry extended property ElementType = F32 (9).
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[INR:![0-9]+]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[SRVS:![0-9]+]] = !{[[INR]]}
; SM66: [[OUTR:![0-9]+]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[OUTR]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: bit 13 (TypedUAVLoadAdditionalFormats: a float4 typed load, rule of §6.5) = 8192.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8192, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; Below SM 6.6: createHandle with the class-relative range id and absolute index, no annotateHandle.
; SM65-LABEL: define void @main(
; SM65: [[IN:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: [[OUT:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NOT: annotateHandle
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 {{%.*}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 {{%.*}}, i32 undef, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15)
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 1, i32 5}
;
; SM60-LABEL: define void @main(
; SM60: [[IN:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[OUT:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[TID]], i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15)
; SM60-NOT: @dx.op.annotateHandle
; SM60-NOT: @dx.op.createHandleFromBinding
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 1, i32 0}
; SM60: !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
