; error: 3:3: invalid indices for extractvalue
define i32 @f({ i32, i32 } %s) {
  %y = extractvalue { i32, i32 } %s, 2
  ret i32 %y
}
