; error: 3:43: expected access kind (none, read, write, readwrite)
declare void @f() #0
attributes #0 = { nounwind memory(argmem: foo) }
