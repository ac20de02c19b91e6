; error: 3:18: unsupported: personality functions
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
  ret void
}
