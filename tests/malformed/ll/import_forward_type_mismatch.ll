; error: 5:3: '%later' has type 'i32' but is used as 'float'
define float @f(i32 %x) {
  br label %next
use:
  %f = fadd float %later, 1.0
  ret float %f
next:
  %later = add i32 %x, 1
  br label %use
}
