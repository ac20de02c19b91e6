; error: 4:3: unsupported: calls through a global variable
@fp = global ptr null
define void @f() {
  call void @fp()
  ret void
}
