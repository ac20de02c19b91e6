; The HLSL: resource arrays passed by value to helpers: sum_all(Bufs) over
; RWBuffer<float> Bufs[4] : register(u0) and write_row(Grid[2]) over
; RWBuffer<float> Grid[3][2] : register(u4). clang 22 loses the Bufs copy:
; its loads arrive on a poison handle, which DXIL cannot express, so the
; lowering refuses the load, naming DXC's rule.
; RUN-FAIL(SM66): lower tests/corpus/ll/array_param.sm6_6.O3.ll
; RUN-FAIL(SM65): lower tests/corpus/ll/array_param.sm6_6.O2.ll --shader-model 6.5
; RUN-FAIL(SM60): lower tests/corpus/ll/array_param.sm6_0.O1.ll
;
; SM66: array_param.sm6_6.O3.ll:53:3: error: pass `validate-dxil`: dxil.bufferLoad: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; SM65: array_param.sm6_6.O2.ll:53:3: error: pass `validate-dxil`: dxil.bufferLoad: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; SM60: array_param.sm6_0.O1.ll:50:3: error: pass `validate-dxil`: dxil.bufferLoad: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
