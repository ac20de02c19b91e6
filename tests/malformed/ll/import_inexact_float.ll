; error: 3:3: floating point constant invalid for type
define float @f() {
  ret float 0.1
}
