; error: 7:1: !tbaa: Access bit-width not the same as description bit-width
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !0
  ret i32 %v
}

!0 = !{!1, !1, i32 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
