; error: 3:3: invalid type 'target("dx>TypedBuffer", float, 0, 0, 0)': loading unsized types is not allowed
define void @f(ptr %p) {
  %v = load target("dx>TypedBuffer", float, 0, 0, 0), ptr %p
  ret void
}
