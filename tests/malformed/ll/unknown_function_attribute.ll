; error: 2:34: unknown attribute 'local_unnamed_addr'
define void @main() addrspace(2) local_unnamed_addr {
  ret void
}
