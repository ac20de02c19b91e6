; error: 2:21: invalid target datalayout: empty specification is not allowed
target datalayout = "e--m:e"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"
