; error: 5:1: expected '}' to close the function body, found end of file
define void @f() {
entry:
  ret void
