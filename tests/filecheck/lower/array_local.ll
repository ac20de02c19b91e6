; The HLSL: a local copy of RWBuffer<int> Src[2] : register(u0), written
; through. clang 22 gives the copy's store a constant handle (poison at
; -O2 and -O3, undef at -O1): DXIL has no such handle and no consumer can
; translate one, so the lowering refuses it at the store, naming DXC's rule.
; RUN-FAIL(SM66): lower tests/corpus/ll/array_local.sm6_6.O3.ll
; RUN-FAIL(SM65): lower tests/corpus/ll/array_local.sm6_6.O2.ll --shader-model 6.5
; RUN-FAIL(SM60): lower tests/corpus/ll/array_local.sm6_0.O1.ll
;
; SM66: array_local.sm6_6.O3.ll:13:3: error: pass `validate-dxil`: dxil.bufferStore: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; SM66-NOT: error
; SM65: array_local.sm6_6.O2.ll:13:3: error: pass `validate-dxil`: dxil.bufferStore: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; SM65-NOT: error
; SM60: array_local.sm6_0.O1.ll:22:3: error: pass `validate-dxil`: dxil.bufferStore: the handle is undef, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; SM60-NOT: error
