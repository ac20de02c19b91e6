; Byte-address buffers (clang 22 has no ByteAddressBuffer methods yet, so
; written by hand in the form its intrinsics take): each thread reads a
; word and a pair of words of an SRV and stores a word and a pair into a
; UAV, at byte offsets of its own.
;   uint a = In.Load(tid * 4); uint2 b = In.Load2(tid * 8 + 64);
;   Out.Store(tid * 4, a + b.x * b.y); Out.Store2(128 + tid * 8, b.yx);
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.in = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.out = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
entry:
  %in = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.in)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.out)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %a.at = shl i32 %tid, 2
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %in, i32 %a.at)
  %a = load i32, ptr %pa, align 4
  %b.off = shl i32 %tid, 3
  %b.at = add i32 %b.off, 64
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %in, i32 %b.at)
  %b = load <2 x i32>, ptr %pb, align 4
  %bx = extractelement <2 x i32> %b, i32 0
  %by = extractelement <2 x i32> %b, i32 1
  %m = mul i32 %bx, %by
  %s = add i32 %a, %m
  %po = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %a.at)
  store i32 %s, ptr %po, align 4
  %c.at = add i32 %b.off, 128
  %pc = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %c.at)
  %yx = shufflevector <2 x i32> %b, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %yx, ptr %pc, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" }
