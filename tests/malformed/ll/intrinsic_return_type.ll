; error: 5:3: Intrinsic has incorrect return type!
declare i32 @llvm.sqrt.i32(i32)

define i32 @f(i32 %x) {
  %r = call i32 @llvm.sqrt.i32(i32 %x)
  ret i32 %r
}
