; error: 2:49: dereferenceable bytes must be non-zero
declare noundef nonnull align 4 dereferenceable(0) ptr @f(i32)
