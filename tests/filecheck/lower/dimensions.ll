; The HLSL: GetDimensions on RWBuffer<float> Data (u0) and on
; RWStructuredBuffer<uint2> Info (u1), storing uint2(n, m + stride) to Info[0].
; Pins getDimensions (72, undef mip) + extractvalue 0 per resource, the
; structured stride 8 (folded into `add 8` and word1 / metadata), and the
; two-component store (mask 3, align 4).
; RUN(SM66): lower tests/corpus/ll/dimensions.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/dimensions.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/dimensions.sm6_0.O1.ll
;
; SM66: %"RWStructuredBuffer<int32_t2>" = type { <2 x i32> }
; SM66: @Data = external constant %"RWBuffer<float>"
; SM66: @Info = external constant %"RWStructuredBuffer<int32_t2>"
; SM66-LABEL: define void @main(
; SM66: [[DB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; RWStructuredBuffer<uint2>: 12 | UAV = 4108, stride 8.
; SM66-NEXT: [[IB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IB]], %dx.types.ResourceProperties { i32 4108, i32 8 })
; SM66-NEXT: [[DD:%[0-9]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[D]], i32 undef)
; SM66-NEXT: [[N:%[0-9]+]] = extractvalue %dx.types.Dimensions [[DD]], 0
; SM66-NEXT: [[ID:%[0-9]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I]], i32 undef)
; SM66-NEXT: [[M:%[0-9]+]] = extractvalue %dx.types.Dimensions [[ID]], 0
; SM66-NEXT: [[MS:%[a-z0-9.]+]] = add i32 [[M]], 8
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[I]], i32 0, i32 0, i32 [[N]], i32 [[MS]], i32 undef, i32 undef, i8 3, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.valver = !{[[VALVER:![0-9]+]]}
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; The stride tuple {1, 8} is uniqued with the valver tuple {1, 8}.
; SM66: [[VALVER]] = !{i32 1, i32 8}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[RI:![0-9]+]] = !{i32 1, ptr @Info, !"Info", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, [[VALVER]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]], [[RI]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 1, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[D]], i32 undef)
; SM65: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I]], i32 undef)
; SM65: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[I]], i32 0, i32 0, {{.*}}, i8 3, i32 4)
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 1, ptr @Info, !"Info", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[D]], i32 undef)
; SM60: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I]], i32 undef)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[I]], i32 0, i32 0, i32 {{%[0-9]+}}, i32 {{%[a-z0-9.]+}}, i32 undef, i32 undef, i8 3)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 1, ptr @Info, !"Info", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
