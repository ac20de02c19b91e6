; error: 2:21: invalid target datalayout: ABI alignment must be a power of two times the byte width
target datalayout = "e-m:e-i1:3"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
