; error: 3:3: unsupported: 'indirectbr' instruction
define void @f(ptr %p) {
  indirectbr ptr %p, [label %a]
a:
  ret void
}
