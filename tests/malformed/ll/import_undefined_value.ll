; error: 3:3: use of undefined value '%y'
define i32 @f(i32 %x) {
  %z = add i32 %x, %y
  ret i32 %z
}
