; error: 6:1: unsupported: the token type
define void @f() {
  %t = call token @g()
  ret void
}
declare token @g()
