; error: 6:1: expected '}' to close the function body, found 'define'
define void @f() {
entry:
  ret void

define void @g() {
  ret void
}
