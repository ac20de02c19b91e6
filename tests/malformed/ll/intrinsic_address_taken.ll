; error: 5:3: Cannot take the address of an intrinsic!
declare i32 @llvm.dx.thread.id(i32)

define void @f(ptr %p) {
  store ptr @llvm.dx.thread.id, ptr %p, align 8
  ret void
}
