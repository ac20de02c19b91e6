; error: 3:16: expected type, found 'nnan'
define i32 @f(i32 %x) {
  %y = add nuw nnan i32 %x, 2
  ret i32 %y
}
