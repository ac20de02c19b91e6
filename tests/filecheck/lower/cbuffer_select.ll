; The HLSL: a loop adds cols[i] (a float4 array from row 3) when i == id.y and
; colorA (row 1) otherwise. clang -O3 selects between the two members'
; addresses and loads once; cbuffer-access loads the row the select of the
; row indices gives. Same with --engine egraph.
; RUN(SM66): lower tests/corpus/ll/cbuffer_select.sm6_6.O3.ll
; RUN(EG): lower tests/corpus/ll/cbuffer_select.sm6_6.O3.ll --engine egraph
;
; SM66-LABEL: define void @main(
; SM66: for.body.i:
; SM66: %cmp1.i = icmp eq i32 %i.0.i3, %{{[0-9]+}}
; SM66-NEXT: [[ROWI:%[0-9]+]] = add i32 3, %i.0.i3
; SM66-NEXT: [[ROW:%[0-9]+]] = select i1 %cmp1.i, i32 [[ROWI]], i32 1
; SM66-NEXT: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 [[ROW]])
; SM66-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 0
; SM66-NOT: addrspace(2)
;
; EG-LABEL: define void @main(
; EG: select i1 %cmp1.i, i32 %{{[0-9]+}}, i32 1
; EG-NOT: addrspace(2)
