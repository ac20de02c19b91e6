; error: 3:13: unsupported: atomic load
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}
