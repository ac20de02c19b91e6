; Both engines give the same output (the lines are checked after each) on
; loads whose values are used: a float, a float4, a double3 and a double4
; spanning two rows (the next row a constant), an int and a half sharing
; a row, a double3 array element at a dynamic row (the next row `add
; %row, 1`), and the same float loaded twice. Rows are loaded first, then
; the lanes extracted, then vectors rebuilt.
; RUN: opt %s --passes=cbuffer-access --emit=ll
; RUN: opt %s --passes=cbuffer-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Padding", 12), <4 x float>, <3 x double>, target("dx.Padding", 8), <4 x double>, i32, half, target("dx.Padding", 10), <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], float }> }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global float, align 4
@v = external hidden addrspace(2) global <4 x float>, align 16
@d3 = external hidden addrspace(2) global <3 x double>, align 16
@d4 = external hidden addrspace(2) global <4 x double>, align 16
@n = external hidden addrspace(2) global i32, align 4
@s = external hidden addrspace(2) global half, align 2
@arr = external hidden addrspace(2) global <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], float }>, align 8

declare void @use.f32(float)
declare void @use.v4f32(<4 x float>)
declare void @use.v3f64(<3 x double>)
declare void @use.v4f64(<4 x double>)
declare void @use.i32(i32)
declare void @use.f16(half)

define void @main(i32 %i) {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %x = load float, ptr addrspace(2) @a, align 4
  %y = load <4 x float>, ptr addrspace(2) @v, align 16
  %z = load <3 x double>, ptr addrspace(2) @d3, align 16
  %w = load <4 x double>, ptr addrspace(2) @d4, align 16
  %k = load i32, ptr addrspace(2) @n, align 4
  %h = load half, ptr addrspace(2) @s, align 2
  %e = getelementptr <{ <3 x double>, target("dx.Padding", 8) }>, ptr addrspace(2) @arr, i32 %i
  %f = load <3 x double>, ptr addrspace(2) %e, align 8
  %x2 = load float, ptr addrspace(2) @a, align 4
  %sum = fadd float %x, %x2
  call void @use.f32(float %sum)
  call void @use.v4f32(<4 x float> %y)
  call void @use.v3f64(<3 x double> %z)
  call void @use.v4f64(<4 x double> %w)
  call void @use.i32(i32 %k)
  call void @use.f16(half %h)
  call void @use.v3f64(<3 x double> %f)
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @v, ptr addrspace(2) @d3, ptr addrspace(2) @d4, ptr addrspace(2) @n, ptr addrspace(2) @s, ptr addrspace(2) @arr}
; CHECK-LABEL: define void @main(
; CHECK: [[R0:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: [[A:%[0-9]+]] = extractvalue { float, float, float, float } [[R0]], 0
; CHECK-NEXT: [[R1:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
; CHECK-NEXT: [[X0:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 0
; CHECK-NEXT: [[X1:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 1
; CHECK-NEXT: [[X2:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 2
; CHECK-NEXT: [[X3:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 3
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <4 x float> poison, float [[X0]], i32 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <4 x float> [[V0]], float [[X1]], i32 1
; CHECK-NEXT: [[V2:%[0-9]+]] = insertelement <4 x float> [[V1]], float [[X2]], i32 2
; CHECK-NEXT: [[V:%[0-9]+]] = insertelement <4 x float> [[V2]], float [[X3]], i32 3
; CHECK-NEXT: [[D0:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
; CHECK-NEXT: [[D1:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: [[Z0:%[0-9]+]] = extractvalue { double, double } [[D0]], 0
; CHECK-NEXT: [[Z1:%[0-9]+]] = extractvalue { double, double } [[D0]], 1
; CHECK-NEXT: [[Z2:%[0-9]+]] = extractvalue { double, double } [[D1]], 0
; CHECK-NEXT: [[Z3:%[0-9]+]] = insertelement <3 x double> poison, double [[Z0]], i32 0
; CHECK-NEXT: [[Z4:%[0-9]+]] = insertelement <3 x double> [[Z3]], double [[Z1]], i32 1
; CHECK-NEXT: [[Z:%[0-9]+]] = insertelement <3 x double> [[Z4]], double [[Z2]], i32 2
; CHECK-NEXT: call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
; CHECK-NEXT: call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 5)
; CHECK: [[W:%[0-9]+]] = insertelement <4 x double> {{%[0-9]+}}, double {{%[0-9]+}}, i32 3
; CHECK-NEXT: [[I:%[0-9]+]] = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 6)
; CHECK-NEXT: [[K:%[0-9]+]] = extractvalue { i32, i32, i32, i32 } [[I]], 0
; CHECK-NEXT: [[HR:%[0-9]+]] = call { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 6)
; CHECK-NEXT: [[H:%[0-9]+]] = extractvalue { half, half, half, half, half, half, half, half } [[HR]], 2
; CHECK-NEXT: [[M:%[0-9]+]] = mul i32 %i, 2
; CHECK-NEXT: [[ROW:%[0-9]+]] = add i32 7, [[M]]
; CHECK-NEXT: [[F0:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[ROW]])
; CHECK-NEXT: [[NEXT:%[0-9]+]] = add i32 [[ROW]], 1
; CHECK-NEXT: [[F1:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[NEXT]])
; CHECK-NEXT: extractvalue { double, double } [[F0]], 0
; CHECK-NEXT: extractvalue { double, double } [[F0]], 1
; CHECK-NEXT: extractvalue { double, double } [[F1]], 0
; CHECK: [[F:%[0-9]+]] = insertelement <3 x double> {{%[0-9]+}}, double {{%[0-9]+}}, i32 2
; CHECK-NEXT: [[R2:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: [[A2:%[0-9]+]] = extractvalue { float, float, float, float } [[R2]], 0
; CHECK-NEXT: %sum = fadd float [[A]], [[A2]]
; CHECK: call void @use.v3f64(<3 x double> [[F]])
; CHECK-NOT: getpointer
; CHECK-NOT: addrspace(2)
; CHECK-NOT: !hlsl.cbs
