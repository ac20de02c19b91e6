; error: 7:3: phi nodes must come first in their block
define i32 @f(i32 %x) {
entry:
  br label %next
next:
  %a = add i32 %x, 1
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
}
