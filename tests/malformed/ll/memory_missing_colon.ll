; error: 3:41: expected ':' after location
declare void @f() #0
attributes #0 = { nounwind memory(argmem) }
