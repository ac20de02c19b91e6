; error: 3:3: unterminated string
define void @f() {
  %"abc = add i32 1, 2
  ret void
}
