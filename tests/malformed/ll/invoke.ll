; error: 4:3: unsupported: 'invoke' instruction
declare void @g()
define void @f() {
  invoke void @g() to label %a unwind label %b
a:
  ret void
b:
  ret void
}
