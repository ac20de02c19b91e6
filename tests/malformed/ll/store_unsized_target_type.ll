; error: 3:3: invalid type '[2 x target("vendor.thing")]': storing unsized types is not allowed
define void @f(ptr %p, [2 x target("vendor.thing")] %v) {
  store [2 x target("vendor.thing")] %v, ptr %p
  ret void
}
