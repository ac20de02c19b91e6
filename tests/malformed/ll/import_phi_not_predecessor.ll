; error: 8:3: phi has an incoming value from '%other', which is not a predecessor
define i32 @f(i32 %x) {
entry:
  br label %next
other:
  br label %next2
next:
  %p = phi i32 [ %x, %entry ], [ 0, %other ]
  ret i32 %p
next2:
  ret i32 0
}
