; The HLSL: stores of constant vectors (float2(1, 2) into a structured
; buffer, int4(1, 2, 3, 4) into a typed buffer) and of a struct built from
; constants. The lowering takes each stored vector apart lane by lane;
; dxil-cleanup's constant folds leave the scalar constants in the store
; ops, as LLVM's IRBuilder folds them, and no vector op on a constant.
; RUN(SM66): lower tests/corpus/ll/constant_stores.sm6_6.O3.ll
; RUN(EG): lower tests/corpus/ll/constant_stores.sm6_6.O3.ll --engine egraph
; RUN(SM60): lower tests/corpus/ll/constant_stores.sm6_0.O2.ll
;
; SM66-LABEL: define void @main(
; SM66: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float 1.000000e+00, float 2.000000e+00, float undef, float undef, i8 3, i32 4)
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 1, i32 2, i32 3, i32 4, i8 15)
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float 3.000000e+00, float 4.000000e+00, float undef, float undef, i8 3, i32 4)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 8, i32 5, i32 6, i32 7, i32 undef, i8 7, i32 4)
; SM66-NOT: extractelement
;
; EG-LABEL: define void @main(
; EG: float 1.000000e+00, float 2.000000e+00, float undef, float undef, i8 3, i32 4)
; EG-NOT: extractelement
;
; SM60-LABEL: define void @main(
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float 1.000000e+00, float 2.000000e+00, float undef, float undef, i8 3)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 1, i32 2, i32 3, i32 4, i8 15)
; SM60-NOT: extractelement
