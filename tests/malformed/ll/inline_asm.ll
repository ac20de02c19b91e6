; error: 3:13: unsupported: inline asm
define void @f() {
  call void asm "nop", ""()
  ret void
}
