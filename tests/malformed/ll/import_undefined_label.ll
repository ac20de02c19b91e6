; error: 3:3: use of undefined label '%nowhere'
define void @f() {
  br label %nowhere
}
