; Binding operands must be constants (at -O0, `forward-handles` makes them
; so); anything else is an error at the op that names the operand.
;
; RUN-FAIL: opt %s --passes=implicit-binding
; CHECK: non-constant-error.ll:13:3: error: pass `implicit-binding`: `dx.resource.handlefromimplicitbinding`: the space (operand 1) must be a constant
;
; RUN-FAIL(PRINT): opt %s --print-resources
; PRINT: non-constant-error.ll:13:3: error: `dx.resource.handlefromimplicitbinding`: the space (operand 1) must be a constant

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

define void @main(i32 %space) {
  %A = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %space, i32 1, i32 0, ptr @A.str)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
