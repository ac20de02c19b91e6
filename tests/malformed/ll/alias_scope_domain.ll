; error: 9:1: !noalias: first domain operand must be self-referential or string
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !noalias !0
  ret i32 %v
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!3, !"domain"}
!3 = !{}
