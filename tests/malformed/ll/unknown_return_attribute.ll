; error: 5:13: unknown attribute 'declare'
declare i32 @h()

define void @g() {
  %x = call declare i32 @h()
  ret void
}
