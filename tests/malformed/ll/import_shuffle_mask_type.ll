; error: 3:3: the shufflevector mask must be a <N x i32> constant
define <2 x float> @f(<2 x float> %a) {
  %x = shufflevector <2 x float> %a, <2 x float> poison, <2 x i32> <i64 0, i32 1>
  ret <2 x float> %x
}
