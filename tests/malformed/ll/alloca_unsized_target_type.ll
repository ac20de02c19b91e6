; error: 3:3: invalid type '{ i32, target("foo") }': cannot allocate an unsized type
define void @f() {
  %a = alloca { i32, target("foo") }
  ret void
}
