; error: 3:3: use of undefined metadata '!9'
define void @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !9
  ret void
}
