; error: 6:18: unsupported: blockaddress
define void @f() {
bb:
  ret void
}
@ba = global ptr blockaddress(@f, %bb)
