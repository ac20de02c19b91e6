; error: 3:28: unknown attribute 'ptr'
declare void @f() #0
attributes #0 = { nounwind ptr }
