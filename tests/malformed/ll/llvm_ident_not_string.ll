; error: 4:1: invalid value for llvm.ident metadata entry operand(the operand should be a string)
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
!llvm.ident = !{!0}
!0 = !{i32 22}
