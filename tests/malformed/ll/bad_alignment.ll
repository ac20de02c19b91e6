; error: 2:26: alignment is not a power of two
@g = global i32 0, align 3
