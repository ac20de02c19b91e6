; error: 2:1: Function takes token but isn't an intrinsic
define void @f(target("dx.RawBuffer", i32, 1, 0) %h) {
  ret void
}
