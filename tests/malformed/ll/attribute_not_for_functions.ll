; error: 4:28: this attribute does not apply to functions
declare void @f() #0

attributes #0 = { nounwind noundef }
