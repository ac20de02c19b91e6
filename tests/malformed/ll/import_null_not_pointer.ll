; error: 3:3: null must be a pointer type
define i32 @f() {
  ret i32 null
}
