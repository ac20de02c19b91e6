; error: 2:21: invalid target datalayout: pointer size must be a non-zero 24-bit integer
target datalayout = "e-m:e-p:0:32-i1:32"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
