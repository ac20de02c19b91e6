; The HLSL: cbuffer Params { float unused_w[3]; float a; double d; uint2
; u[2]; float4 c; }, unused_w never read, so from -O1 on !hlsl.cbs lists
; `null` for it. Its elements take a row each but the last (36 bytes), and
; the members after it keep their layout bytes: a row 2 element 1, d (f64)
; row 2 element 1, u[i].y row 3 + i element 1, c.w row 5 element 3; the
; CBV is 96 bytes.
; RUN(SM66): lower tests/corpus/ll/cbuffer_null_array.sm6_6.O3.ll
; RUN(SM60): lower tests/corpus/ll/cbuffer_null_array.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[A:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[A]], 1
; SM66-NEXT: [[D:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[D]], 1
; SM66: %and.i = and i32 %{{[0-9]+}}, 1
; SM66-NEXT: [[ROW:%[0-9]+]] = add i32 3, %and.i
; SM66-NEXT: [[U:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 [[ROW]])
; SM66-NEXT: extractvalue %dx.types.CBufRet.i32 [[U]], 1
; SM66: [[C:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 5)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[C]], 3
; SM66-NOT: addrspace(2)
; SM66: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 96, null}
;
; SM60-LABEL: define void @main(
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 2)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 1
; SM60: add i32 3, %and.i
; SM60: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 5)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 3
