; error: 3:35: expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)
declare void @f() #0
attributes #0 = { nounwind memory() }
