; error: 5:1: incorrect number of operands in llvm.ident metadata
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.ident = !{!0, !1}
!0 = !{!"clang version 22"}
!1 = !{i32 1, i32 8}
