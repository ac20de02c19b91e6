; error: 4:1: incorrect number of operands in module flag
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size"}
