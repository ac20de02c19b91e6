; error: 7:1: !tbaa: Offset not zero at the point of scalar access
define void @f(ptr %p, float %x) {
  store float %x, ptr %p, align 4, !tbaa !0
  ret void
}

!0 = !{!1, !1, i64 4}
!1 = !{!"float", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
