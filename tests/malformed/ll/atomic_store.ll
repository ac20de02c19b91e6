; error: 3:9: unsupported: atomic store
define void @f(ptr %p) {
  store atomic i32 0, ptr %p release, align 4
  ret void
}
