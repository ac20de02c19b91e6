; error: 4:3: instruction expected to be numbered '%4' or greater
define i32 @f(i32 %0) {
  %3 = add i32 %0, 1
  %2 = add i32 %3, 1
  ret i32 %2
}
