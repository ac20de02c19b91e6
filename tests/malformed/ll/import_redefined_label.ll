; error: 6:1: redefinition of label '%a'
define void @f() {
  br label %a
a:
  br label %a
a:
  ret void
}
