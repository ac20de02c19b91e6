; ConstantBuffer<Params> in LLVM main's form: `getbasepointer` of the
; cbuffer handle and GEPs of its layout struct (with `dx.Padding` members)
; read as cbuffer rows, like a `cbuffer` block.
;   struct Light { float3 dir; float intensity; };
;   struct Params { float scale; int2 offs; half3 tint; double d;
;                   int arr[2]; Light light; };
;   ConstantBuffer<Params> P : register(b2);
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
; RUN(ACC): opt %s --passes=cbuffer-access --emit=ll
target triple = "dxil-pc-shadermodel6.6-compute"

%Params = type <{ float, <2 x i32>, target("dx.Padding", 4), <3 x half>, target("dx.Padding", 2), double, <{ [1 x <{ i32, target("dx.Padding", 12) }>], i32 }>, target("dx.Padding", 12), %Light }>
%Light = type <{ <3 x float>, float }>

define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %cb = call target("dx.CBuffer", %Params) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %out = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %base = call ptr addrspace(2) @llvm.dx.resource.getbasepointer(target("dx.CBuffer", %Params) %cb)
  %scale = load float, ptr addrspace(2) %base, align 4
  %offs.p = getelementptr inbounds nuw %Params, ptr addrspace(2) %base, i32 0, i32 1
  %offs = load <2 x i32>, ptr addrspace(2) %offs.p, align 4
  %tint.p = getelementptr inbounds nuw %Params, ptr addrspace(2) %base, i32 0, i32 3
  %tint = load <3 x half>, ptr addrspace(2) %tint.p, align 2
  %d.p = getelementptr inbounds nuw %Params, ptr addrspace(2) %base, i32 0, i32 5
  %d = load double, ptr addrspace(2) %d.p, align 8
  %arr.p = getelementptr inbounds nuw %Params, ptr addrspace(2) %base, i32 0, i32 6
  %arr1.p = getelementptr <{ i32, target("dx.Padding", 12) }>, ptr addrspace(2) %arr.p, i32 1, i32 0
  %arr1 = load i32, ptr addrspace(2) %arr1.p, align 16
  %light.p = getelementptr inbounds nuw %Params, ptr addrspace(2) %base, i32 0, i32 8
  %int.p = getelementptr inbounds nuw %Light, ptr addrspace(2) %light.p, i32 0, i32 1
  %intensity = load float, ptr addrspace(2) %int.p, align 4
  %o1 = extractelement <2 x i32> %offs, i32 1
  %h2 = extractelement <3 x half> %tint, i32 2
  %hf = fpext half %h2 to float
  %df = fptrunc double %d to float
  %s0 = fmul float %scale, %intensity
  %s1 = fadd float %s0, %hf
  %s2 = fadd float %s1, %df
  %i = add i32 %o1, %arr1
  %fi = sitofp i32 %i to float
  %s3 = fadd float %s2, %fi
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 %tid)
  store float %s3, ptr %q, align 4
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }

; Rows: scale row 0 lane 0; offs.y row 0 lane 2; tint.z row 1 (halves) lane 2;
; d row 1 (doubles) lane 1; arr[1] row 3 lane 0; light.intensity row 4 lane 3.
; ACC-LABEL: define void @main(
; ACC: @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 0)
; ACC: @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 0)
; ACC: @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 1)
; ACC: @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 1)
; ACC: @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 3)
; ACC: [[L:%[^ ]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_{{.*}}(target("dx.CBuffer", %Params) %cb, i32 4)
; ACC: extractvalue { float, float, float, float } [[L]], 3
; ACC-NOT: getbasepointer(
; CHECK-LABEL: define void @main(
; CHECK: [[CB:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb, %dx.types.ResourceProperties { i32 13, i32 80 })
; CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; CHECK: call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle [[CB]], i32 1)
; CHECK: call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle [[CB]], i32 1)
; CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 3)
; CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 4)
; CHECK-NOT: llvm.dx.
; CBV record: b2, size 80.
; CHECK: !{i32 0, ptr @{{[0-9]+}}, !"", i32 0, i32 2, i32 1, i32 80, null}
; EG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%[^ ]+}}, i32 4)
