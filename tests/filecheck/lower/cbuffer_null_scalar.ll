; The HLSL: cbuffer Params { float unused_scale; float bias; double offset;
; float2 pair; int count; }, unused_scale never read, so from -O1 on
; !hlsl.cbs lists `null` for it. The members after it keep their layout
; bytes: bias row 0 element 1, offset (f64) row 0 element 1, pair.y row 1
; element 1, count row 1 element 2; the CBV is 28 bytes.
; RUN(SM66): lower tests/corpus/ll/cbuffer_null_scalar.sm6_6.O3.ll
; RUN(SM60): lower tests/corpus/ll/cbuffer_null_scalar.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[B:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 0)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[B]], 1
; SM66-NEXT: [[O:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 0)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[O]], 1
; SM66: [[P:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 1)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[P]], 1
; SM66: [[C:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 1)
; SM66-NEXT: extractvalue %dx.types.CBufRet.i32 [[C]], 2
; SM66-NOT: addrspace(2)
; SM66: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 28, null}
;
; SM60-LABEL: define void @main(
; SM60: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 1
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 0)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 1
; SM60: @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{.*}}, i32 1)
; SM60-NEXT: extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 2
