; error: 4:1: invalid value for 'append'-type module flag (expected a metadata node)
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"a", i32 1}
