; error: 4:1: invalid requirement on flag, flag is not present in module
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{i32 3, !"a", !{!"b", i32 1}}
