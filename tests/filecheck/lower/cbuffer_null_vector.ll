; The HLSL: cbuffer Params { float3 unused_dir; float w; double2 range;
; int2 ids; float4 tint; }, unused_dir never read, so from -O1 on
; !hlsl.cbs lists `null` for it. The members after it keep their layout
; bytes: w row 0 element 3, range.y (f64) row 1 element 1, ids.x row 2
; element 0, tint.z row 3 element 2; the CBV is 64 bytes.
; RUN(SM66): lower tests/corpus/ll/cbuffer_null_vector.sm6_6.O3.ll
; RUN(SM60): lower tests/corpus/ll/cbuffer_null_vector.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[W:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 0)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[W]], 3
; SM66-NEXT: [[R:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 1)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[R]], 1
; SM66: [[I:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.i32 [[I]], 0
; SM66: [[T:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 3)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[T]], 2
; SM66-NOT: addrspace(2)
; SM66: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 64, null}
;
; SM60-LABEL: define void @main(
; SM60: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 3
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 1)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 1
; SM60: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 3)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 2
