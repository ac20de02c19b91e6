; error: 4:1: invalid ID operand in module flag (expected metadata string)
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{i32 1, i32 2, i32 4}
