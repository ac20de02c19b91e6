; error: 3:3: 'ret' does not match the function's return type 'i32'
define i32 @f() {
  ret i64 0
}
