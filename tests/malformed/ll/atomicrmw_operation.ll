; error: 3:18: expected an atomicrmw operation, found 'frob'
define void @f(ptr %p) {
  %r = atomicrmw frob ptr %p, i32 1 seq_cst
  ret void
}
