; error: 4:3: expected a failure ordering, found 'ret'
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 seq_cst
  ret void
}
