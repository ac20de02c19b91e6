; `validate-dxil` on `dx.op` calls that are not DXIL ops (the importer keeps
; such a call an `llvm.call`): the opcode must be a constant, name a DXIL
; op, and that op's class must be the function's; the arguments must fit the
; op's signature and the function's overload suffix the types. Of the LLVM
; intrinsics only lifetime markers and debug info may stay; a shader may not
; call a function it only declares (DXC's DECL.DXILFNEXTERN; a library may,
; see calls_library.ll). Each message names DXC's rule.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main(i32 %n) #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %2 = call i32 @dx.op.threadId.i32(i32 94, i32 0)
  %3 = call i32 @dx.op.threadId.i32(i32 %n, i32 0)
  %4 = call i32 @dx.op.threadId.i32(i32 999, i32 0)
  %5 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %1, i64 0, i32 undef)
  %6 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 0, i32 undef)
  %7 = call i32 @llvm.usub.sat.i32(i32 %n, i32 1)
  %8 = call i32 @llvm.vector.reduce.and.v2i32(<2 x i32> <i32 1, i32 2>)
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  %9 = call i32 @external(i32 %n)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare i32 @dx.op.threadId.i32(i32, i32) #1
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i64, i32) #2
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.vector.reduce.and.v2i32(<2 x i32>)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare i32 @external(i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
; CHECK: calls.ll:21:3: error: pass `validate-dxil`: call of `dx.op.threadId.i32`: opcode 94 is dxil.groupId, whose function is `dx.op.groupId`, not `dx.op.threadId` [INSTR.ILLEGALDXILOPFUNCTION]
; CHECK: calls.ll:22:3: error: pass `validate-dxil`: call of `dx.op.threadId.i32`: the opcode (first argument) must be an i32 constant [INSTR.OPCONST]
; CHECK: calls.ll:23:3: error: pass `validate-dxil`: call of `dx.op.threadId.i32`: opcode 999 is not a DXIL operation [INSTR.ILLEGALDXILOPCODE]
; CHECK: calls.ll:24:3: error: pass `validate-dxil`: call of `dx.op.bufferLoad.f32` (dxil.bufferLoad): operand 1 (`c0`) must be i32, found i64 [INSTR.CALLOLOAD]
; CHECK: calls.ll:25:3: error: pass `validate-dxil`: call of `dx.op.bufferLoad.i32` (dxil.bufferLoad): the function for these types is `dx.op.bufferLoad.f32` [INSTR.ILLEGALDXILOPFUNCTION]
; CHECK: calls.ll:26:3: error: pass `validate-dxil`: call of `llvm.usub.sat.i32`: DXIL has no such operation (the only LLVM intrinsics it allows are llvm.lifetime.* and llvm.dbg.*) [DECL.DXILFNEXTERN]
; CHECK: calls.ll:27:3: error: pass `validate-dxil`: call of `llvm.vector.reduce.and.v2i32`: DXIL has no such operation
; CHECK: calls.ll:31:3: error: pass `validate-dxil`: call of `external`: an external function that is not a DXIL operation; nothing provides it to a shader (lower it with a rule: `dxir lower --rules FILE`, see docs/rules.md) [DECL.DXILFNEXTERN]
; CHECK-NOT: error
