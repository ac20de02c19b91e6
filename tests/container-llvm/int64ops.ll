; From LLVM's llvm/test/CodeGen/DirectX/ShaderFlags/int64ops.ll.
target triple = "dxil-pc-shadermodel6.7-library"

define i64 @add(i64 %a, i64 %b) #0 {
  %sum = add i64 %a, %b
  ret i64 %sum
}

attributes #0 = { convergent norecurse nounwind "hlsl.export"}
