; error: 3:3: unknown callee '@missing'
define void @f() {
  call void @missing(i32 1)
  ret void
}
