; error: 2:18: unsupported: garbage collector names ('gc')
define void @f() gc "shadow-stack" {
  ret void
}
