; error: 2:21: invalid target datalayout: unknown specifier 'g'
target datalayout = "garbage"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
