; error: 7:1: !tbaa: Access type node must be a valid scalar type
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !0
  ret i32 %v
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 2}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
