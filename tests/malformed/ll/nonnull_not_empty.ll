; error: 7:1: !nonnull: nonnull metadata must be empty
define ptr @f(ptr %p) {
  %q = load ptr, ptr %p, align 8, !nonnull !0
  ret ptr %q
}

!0 = !{i32 1}
