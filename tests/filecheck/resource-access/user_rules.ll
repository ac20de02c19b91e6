; A user rule file with a `pass resource-access` header goes to this pass
; (tests/filecheck/resource-access/user_byte_address.rules: byte-address
; loads with a 0 offset); the store still gets the built-in rule's poison.
; Both engines.
; RUN: opt %s --passes=resource-access --emit=ll --rules tests/filecheck/resource-access/user_byte_address.rules
; RUN: opt %s --passes=resource-access --emit=ll --rules tests/filecheck/resource-access/user_byte_address.rules --engine egraph
; RUN(LIST): rules list --pass resource-access --rules tests/filecheck/resource-access/user_byte_address.rules
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %addr) {
entry:
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %addr)
  %v = load <2 x i32>, ptr %p, align 4
  %q = getelementptr inbounds nuw i8, ptr %p, i32 8
  store <2 x i32> %v, ptr %q, align 4
  ret void
}

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
; CHECK-LABEL: define void @main(
; CHECK: [[L:%[0-9]+]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %addr, i32 0)
; CHECK-NEXT: [[V:%[0-9]+]] = extractvalue { <2 x i32>, i1 } [[L]], 0
; CHECK-NEXT: [[A:%[0-9]+]] = add i32 %addr, 8
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 [[A]], i32 poison, <2 x i32> [[V]])
; LIST: resource-access  user-load-byte-address-zero {{ +}}tests/filecheck/resource-access/user_byte_address.rules:6 {{ +}}llvm.load {{ +}}10
