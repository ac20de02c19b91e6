; error: 8:3: phi has no incoming value for the edge from '%b'
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %b, label %join
b:
  br label %join
join:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
