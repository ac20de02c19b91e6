; error: 3:3: integer constant must have integer type
define float @f() {
  ret float 1
}
