; error: 5:3: immarg operand has non-immediate parameter (argument 1 of '@llvm.abs.i32')
declare i32 @llvm.abs.i32(i32, i1)

define i32 @f(i32 %a, i1 %poison) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 %poison)
  ret i32 %r
}
