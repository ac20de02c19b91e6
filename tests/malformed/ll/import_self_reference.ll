; error: 3:3: only phi nodes may refer to their own value ('%x')
define i32 @f(i32 %a) {
  %x = add i32 %x, %a
  ret i32 %x
}
