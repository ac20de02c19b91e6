; error: 9:3: phi has different incoming values for the edges from '%entry'
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 1, label %join
                                i32 2, label %join ]
other:
  br label %join
join:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ], [ 3, %other ]
  ret i32 %p
}
