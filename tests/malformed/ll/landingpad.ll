; error: 3:9: unsupported: 'landingpad' instruction
define void @f() {
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
