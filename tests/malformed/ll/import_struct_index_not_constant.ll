; error: 3:3: a struct index must be an i32 constant
define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr { i32, float }, ptr %p, i32 0, i32 %i
  ret ptr %q
}
