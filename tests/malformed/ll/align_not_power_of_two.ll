; error: 7:1: !align: align metadata value must be a power of 2!
define ptr @f(ptr %p) {
  %q = load ptr, ptr %p, align 8, !align !0
  ret ptr %q
}

!0 = !{i64 12}
