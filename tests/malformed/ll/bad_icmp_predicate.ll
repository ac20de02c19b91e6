; error: 3:13: expected icmp predicate, found 'less'
define i1 @f(i32 %x) {
  %c = icmp less i32 %x, 2
  ret i1 %c
}
