; LLVM main's way of reading a cbuffer: getpointer on the cbuffer handle at
; a byte offset (no !hlsl.cbs member globals), with GEPs into the layout
; type; each load becomes a row load and an extract, as LLVM's
; DXILResourceAccess writes it (its load-cbuffer-scalars.ll and
; load-cbuffer-arrays.ll show the shape).
; RUN: opt %s --passes=forward-handles,cbuffer-access --emit=ll
; RUN(EG): opt %s --passes=forward-handles,cbuffer-access --engine egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, i32, i32, half, i16, double, i64, [2 x <4 x float>] }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison

define void @f(ptr %dst, i32 %i) {
entry:
  %h = tail call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %h, ptr @CB.cb, align 4
  %cb = load target("dx.CBuffer", %__cblayout_CB), ptr @CB.cb, align 8
  %a2_ptr = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
  %a2 = load i32, ptr addrspace(2) %a2_ptr, align 4
  store i32 %a2, ptr %dst
  %a5_ptr = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 14)
  %a5 = load i16, ptr addrspace(2) %a5_ptr, align 2
  store i16 %a5, ptr %dst
  %a7_ptr = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 24)
  %a7 = load i64, ptr addrspace(2) %a7_ptr, align 8
  store i64 %a7, ptr %dst
  %base = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %v_ptr = getelementptr inbounds %__cblayout_CB, ptr addrspace(2) %base, i32 0, i32 7, i32 %i
  %v = load <4 x float>, ptr addrspace(2) %v_ptr, align 16
  store <4 x float> %v, ptr %dst
  ret void
}

; CHECK-LABEL: define void @f(
; CHECK: [[R0:%[0-9]+]] = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.{{.*}}(target("dx.CBuffer", %__cblayout_CB) %h, i32 0)
; CHECK-NEXT: [[A2:%[0-9]+]] = extractvalue { i32, i32, i32, i32 } [[R0]], 1
; CHECK-NEXT: store i32 [[A2]], ptr %dst
; CHECK: [[R1:%[0-9]+]] = call { i16, i16, i16, i16, i16, i16, i16, i16 } @llvm.dx.resource.load.cbufferrow.8.{{.*}}(target("dx.CBuffer", %__cblayout_CB) %h, i32 0)
; CHECK-NEXT: [[A5:%[0-9]+]] = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } [[R1]], 7
; CHECK-NEXT: store i16 [[A5]], ptr %dst
; CHECK: [[R2:%[0-9]+]] = call { i64, i64 } @llvm.dx.resource.load.cbufferrow.2.{{.*}}(target("dx.CBuffer", %__cblayout_CB) %h, i32 1)
; CHECK-NEXT: [[A7:%[0-9]+]] = extractvalue { i64, i64 } [[R2]], 1
; CHECK-NEXT: store i64 [[A7]], ptr %dst
; CHECK: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.{{.*}}(target("dx.CBuffer", %__cblayout_CB) %h, i32 %{{[0-9]+}})
; CHECK-NOT: getpointer
; CHECK: ret void

; EG-LABEL: define void @f(
; EG: extractvalue { i64, i64 } {{%[0-9]+}}, 1
; EG-NOT: getpointer
; EG: ret void
