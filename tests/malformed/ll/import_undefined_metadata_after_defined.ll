; error: 4:3: use of undefined metadata '!9'
define void @f(ptr %p) {
  store i32 0, ptr %p, !my.kind !0
  store i32 1, ptr %p, !my.kind !0, !other !9
  ret void
}

!0 = !{}
