; The HLSL: struct Light { float3 dir; double range; float power; } and
; cbuffer Params { float pre; Light unused_light; float after; double d;
; int2 idx; }, unused_light never read, so from -O1 on !hlsl.cbs lists
; `null` for it. The struct starts row 1 and takes 28 bytes (its layout
; pads dir), and the members after it keep their layout bytes: after row 2
; element 3, d (f64) row 3 element 0, idx.y row 3 element 3; the CBV is 64
; bytes.
; RUN(SM66): lower tests/corpus/ll/cbuffer_null_struct.sm6_6.O3.ll
; RUN(SM60): lower tests/corpus/ll/cbuffer_null_struct.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[P:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 0)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[P]], 0
; SM66-NEXT: [[A:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[A]], 3
; SM66: [[D:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 3)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[D]], 0
; SM66: [[I:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 3)
; SM66-NEXT: extractvalue %dx.types.CBufRet.i32 [[I]], 3
; SM66-NOT: addrspace(2)
; SM66: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 64, null}
;
; SM60-LABEL: define void @main(
; SM60: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 2)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 3
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 3)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 0
