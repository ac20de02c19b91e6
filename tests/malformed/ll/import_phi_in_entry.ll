; error: 3:3: the entry block cannot have phi nodes
define i32 @f(i32 %x) {
  %p = phi i32 [ %x, %0 ]
  ret i32 %p
}
