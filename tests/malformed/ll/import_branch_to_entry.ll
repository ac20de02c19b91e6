; error: 6:3: the entry block cannot be a branch target
define void @f() {
entry:
  br label %next
next:
  br label %entry
}
