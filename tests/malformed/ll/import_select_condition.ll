; error: 3:3: the select condition must be i1 or a vector of i1
define i32 @f(i32 %c, i32 %a, i32 %b) {
  %r = select i32 %c, i32 %a, i32 %b
  ret i32 %r
}
