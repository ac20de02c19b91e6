; error: 5:1: !tbaa: Old-style TBAA is no longer allowed, use struct-path TBAA instead
!llvm.errno.tbaa = !{!1}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
