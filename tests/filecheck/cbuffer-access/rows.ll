; cbuffer member loads become row loads: a float at offset 0, a float4 at
; 16 (row 1), a double2 at 32 (row 2, two 64-bit lanes), an i32 at 48,
; a half at 52 (8 half lanes per row: element 2 of row 3), and a float
; array whose elements are padded to rows, indexed at run time (row
; 4 + i, element 0). The helper function gets its own handle creation.
; RUN: opt %s --passes=cbuffer-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Padding", 12), <4 x float>, <2 x double>, i32, half, target("dx.Padding", 10), <{ [2 x <{ float, target("dx.Padding", 12) }>], float }> }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global float, align 4
@v = external hidden addrspace(2) global <4 x float>, align 16
@d = external hidden addrspace(2) global <2 x double>, align 16
@n = external hidden addrspace(2) global i32, align 4
@s = external hidden addrspace(2) global half, align 2
@arr = external hidden addrspace(2) global <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, align 4

define void @main(i32 %i) {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %x = load float, ptr addrspace(2) @a, align 4
  %y = load <4 x float>, ptr addrspace(2) @v, align 16
  %z = load <2 x double>, ptr addrspace(2) @d, align 16
  %w = load i32, ptr addrspace(2) @n, align 4
  %h = load half, ptr addrspace(2) @s, align 2
  %e = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @arr, i32 %i
  %f = load float, ptr addrspace(2) %e, align 4
  ret void
}

define float @helper() {
entry:
  %x = load float, ptr addrspace(2) @a, align 4
  ret float %x
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @v, ptr addrspace(2) @d, ptr addrspace(2) @n, ptr addrspace(2) @s, ptr addrspace(2) @arr}
; CHECK-LABEL: define void @main(
; CHECK: [[R0:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: extractvalue { float, float, float, float } [[R0]], 0
; CHECK-NEXT: [[R1:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
; CHECK-NEXT: [[X0:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 0
; CHECK-NEXT: [[X1:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 1
; CHECK-NEXT: [[X2:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 2
; CHECK-NEXT: [[X3:%[0-9]+]] = extractvalue { float, float, float, float } [[R1]], 3
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <4 x float> poison, float [[X0]], i32 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <4 x float> [[V0]], float [[X1]], i32 1
; CHECK-NEXT: [[V2:%[0-9]+]] = insertelement <4 x float> [[V1]], float [[X2]], i32 2
; CHECK-NEXT: insertelement <4 x float> [[V2]], float [[X3]], i32 3
; CHECK-NEXT: [[R2:%[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
; CHECK-NEXT: extractvalue { double, double } [[R2]], 0
; CHECK-NEXT: extractvalue { double, double } [[R2]], 1
; CHECK: [[R3:%[0-9]+]] = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: extractvalue { i32, i32, i32, i32 } [[R3]], 0
; CHECK-NEXT: [[R4:%[0-9]+]] = call { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: extractvalue { half, half, half, half, half, half, half, half } [[R4]], 2
; CHECK-NEXT: [[ROW:%[0-9]+]] = add i32 4, %i
; CHECK-NEXT: [[R5:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[ROW]])
; CHECK-NEXT: extractvalue { float, float, float, float } [[R5]], 0
; CHECK-NEXT: ret void
; CHECK-LABEL: define float @helper(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) [[H]], i32 0)
; CHECK-NOT: addrspace(2)
; CHECK-NOT: !hlsl.cbs
