; error: 3:3: '%x' has type 'i32' but is used as 'i64'
define i64 @f(i32 %x) {
  %y = add i64 %x, 1
  ret i64 %y
}
