; error: 4:1: invalid behavior operand in module flag (unexpected constant)
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{i32 9, !"wchar_size", i32 4}
