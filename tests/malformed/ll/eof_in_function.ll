; error: 5:1: unexpected end of file in function body
define void @f() {
entry:
  %x = add i32 1, 2
