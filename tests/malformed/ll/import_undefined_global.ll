; error: 3:3: use of undefined global '@nowhere'
define void @f(ptr %p) {
  store ptr @nowhere, ptr %p
  ret void
}
