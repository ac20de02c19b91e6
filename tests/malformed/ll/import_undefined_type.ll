; error: 3:3: use of undefined type '%Missing'
define void @f() {
  %p = alloca %Missing
  ret void
}
