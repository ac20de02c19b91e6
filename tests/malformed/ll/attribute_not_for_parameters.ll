; error: 2:21: this attribute does not apply to parameters
declare void @f(ptr nounwind)
