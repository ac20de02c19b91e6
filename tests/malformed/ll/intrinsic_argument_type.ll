; error: 5:3: Intrinsic has incorrect argument type!
declare i32 @llvm.smax.i32(i32, i64)

define i32 @f(i32 %a, i64 %b) {
  %r = call i32 @llvm.smax.i32(i32 %a, i64 %b)
  ret i32 %r
}
