; error: 3:3: unsupported: indirect calls
define void @f(ptr %fp) {
  call void %fp()
  ret void
}
