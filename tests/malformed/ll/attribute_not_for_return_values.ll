; error: 5:13: this attribute does not apply to return values
declare i32 @g()

define i32 @f() {
  %r = call willreturn i32 @g()
  ret i32 %r
}
