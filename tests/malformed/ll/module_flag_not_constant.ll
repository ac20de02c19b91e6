; error: 4:1: invalid behavior operand in module flag (expected constant integer)
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.module.flags = !{!0}
!0 = !{!"x", !"wchar_size", i32 4}
