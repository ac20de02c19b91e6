; error: 3:8: unsupported: 'cmpxchg' instruction
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  ret void
}
