; error: 3:3: unsupported: debug records ('#dbg_value')
define void @f() {
  #dbg_value(i32 0, !1, !DIExpression(), !2)
  ret void
}
