; error: 5:1: module flag identifiers must be unique (or of 'require' type): !"wchar_size"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"wchar_size", i32 2}
