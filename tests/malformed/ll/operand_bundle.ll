; error: 4:18: unsupported: operand bundles
declare void @g()
define void @f() {
  call void @g() [ "deopt"(i32 0) ]
  ret void
}
