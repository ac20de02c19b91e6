; error: 8:1: !alias.scope: second scope operand must be MDNode
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !alias.scope !0
  ret i32 %v
}

!0 = !{!1}
!1 = distinct !{!1, !"domain", !"scope"}
