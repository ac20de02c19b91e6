; error: 3:53: default access kind must be specified first
declare void @f() #0
attributes #0 = { nounwind memory(argmem: read, none) }
