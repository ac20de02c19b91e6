; error: 3:3: invalid cast from 'i32' to 'i64'
define i64 @f(i32 %x) {
  %y = trunc i32 %x to i64
  ret i64 %y
}
