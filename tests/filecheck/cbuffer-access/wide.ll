; Loads spanning several rows (up to four): a flat float4x4 (`<16 x
; float>`, rows 1-4), a double4 starting mid-row (rows 4-6, the next rows
; constants) and a float4x4 array element at a dynamic row (the next rows
; `add %row, 1` chained). Rows first, then lanes, then the vector. Both
; engines give the same output.
; RUN: opt %s --passes=cbuffer-access --emit=ll
; RUN: opt %s --passes=cbuffer-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Padding", 12), [4 x <4 x float>], double, target("dx.Padding", 8), [2 x <{ [4 x <4 x float>] }>] }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global float, align 4
@m = external hidden addrspace(2) global [4 x <4 x float>], align 16
@d = external hidden addrspace(2) global double, align 8
@arr = external hidden addrspace(2) global [2 x <{ [4 x <4 x float>] }>], align 16

declare void @use(<16 x float>, <4 x double>, <16 x float>)

define void @wide(i32 %i) {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %x = load <16 x float>, ptr addrspace(2) @m, align 16
  %p = getelementptr i8, ptr addrspace(2) @d, i32 -8
  %y = load <4 x double>, ptr addrspace(2) %p, align 8
  %e = getelementptr <{ [4 x <4 x float>] }>, ptr addrspace(2) @arr, i32 %i
  %z = load <16 x float>, ptr addrspace(2) %e, align 16
  call void @use(<16 x float> %x, <4 x double> %y, <16 x float> %z)
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @m, ptr addrspace(2) @d, ptr addrspace(2) @arr}
; CHECK-LABEL: define void @wide(
; CHECK: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: [[R4:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
; CHECK: extractvalue { float, float, float, float } [[R4]], 3
; CHECK: insertelement <16 x float> {{%[0-9]+}}, float {{%[0-9]+}}, i32 15
; CHECK-NEXT: [[D0:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
; CHECK-NEXT: call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 5)
; CHECK-NEXT: [[D2:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 6)
; CHECK-NEXT: extractvalue { double, double } [[D0]], 1
; CHECK: extractvalue { double, double } [[D2]], 0
; CHECK: [[ROW:%[0-9]+]] = add i32 6, {{%[0-9]+}}
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[ROW]])
; CHECK-NEXT: [[N1:%[0-9]+]] = add i32 [[ROW]], 1
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[N1]])
; CHECK-NEXT: [[N2:%[0-9]+]] = add i32 [[N1]], 1
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[N2]])
; CHECK-NEXT: [[N3:%[0-9]+]] = add i32 [[N2]], 1
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[N3]])
; CHECK-NOT: getpointer
; CHECK-NOT: addrspace(2)
