; error: 5:3: intrinsic called with incompatible signature: '@llvm.dx.thread.id' is declared as 'i32 (i64)' but called as 'i32 (i32)'
declare i32 @llvm.dx.thread.id(i64)

define i32 @f() {
  %r = call i32 @llvm.dx.thread.id(i32 0)
  ret i32 %r
}
