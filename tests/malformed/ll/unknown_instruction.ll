; error: 4:8: unknown instruction 'frobnicate'
define void @f() {
entry:
  %x = frobnicate i32 1, 2
  ret void
}
