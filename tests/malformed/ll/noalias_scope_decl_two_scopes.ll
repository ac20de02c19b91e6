; error: 9:1: llvm.experimental.noalias.scope.decl: !id.scope.list must point to a list with a single scope
declare void @llvm.experimental.noalias.scope.decl(metadata)

define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}

!0 = !{!1, !1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
