; The HLSL: cbuffer Params { float4x4 unused_m; float weights[4]; float4
; tint; double d; int2 k; } and cbuffer Small { float3x3 unused_n; float f;
; double g; }, the matrices never read, so from -O1 on !hlsl.cbs lists
; `null` for them. clang 22 lays a matrix out as a packed array ([16 x
; float], 64 bytes; [9 x float], 36 bytes) and LLVM 22 places the members
; after it by the data layout of the layout struct: weights[i] is row
; 4 + i, tint.y row 8 element 1, d row 9 (f64 element 0), k.y row 9 element
; 3; f row 2 element 1 and g (f64) row 2 element 1 of Small. The CBVs are
; 160 and 48 bytes.
; RUN(SM66): lower tests/corpus/ll/cbuffer_null_matrix.sm6_6.O3.ll
; RUN(SM60): lower tests/corpus/ll/cbuffer_null_matrix.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: %and.i = and i32 %{{[0-9]+}}, 3
; SM66-NEXT: [[ROW:%[0-9]+]] = add i32 4, %and.i
; SM66-NEXT: [[WI:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 [[ROW]])
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[WI]], 0
; SM66-NEXT: [[T:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 8)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[T]], 1
; SM66: [[D:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 9)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[D]], 0
; SM66: [[K:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 9)
; SM66-NEXT: extractvalue %dx.types.CBufRet.i32 [[K]], 3
; SM66: [[F:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Small.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[F]], 1
; SM66-NEXT: [[G:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %Small.cb_h.i.i_annot, i32 2)
; SM66-NEXT: extractvalue %dx.types.CBufRet.f64 [[G]], 1
; SM66-NOT: addrspace(2)
; SM66: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 160, null}
; SM66: !{i32 1, ptr @Small, !"Small", i32 0, i32 1, i32 1, i32 48, null}
;
; SM60-LABEL: define void @main(
; SM60: add i32 4, %and.i
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 9)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 0
; SM60: @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 2)
; SM60-NEXT: extractvalue %dx.types.CBufRet.f64 %{{[0-9]+}}, 1
