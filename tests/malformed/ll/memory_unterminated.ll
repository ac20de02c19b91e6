; error: 3:48: unterminated memory attribute
declare void @f() #0
attributes #0 = { nounwind memory(argmem: read inaccessiblemem: none) }
