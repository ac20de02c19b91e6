; error: 6:6: unsupported: specialized metadata node '!DILocation'
define void @f() !dbg !0 {
  ret void, !dbg !1
}
!0 = distinct !{}
!1 = !DILocation(line: 1, column: 2, scope: !0)
