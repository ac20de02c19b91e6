; error: 3:3: !tbaa: This instruction shall not have a TBAA access tag!
define i32 @f(i32 %a) {
  %v = add i32 %a, 1, !tbaa !0
  ret i32 %v
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
