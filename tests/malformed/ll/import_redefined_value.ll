; error: 4:3: redefinition of '%a'
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %a = add i32 %x, 2
  ret i32 %a
}
