; error: 2:17: unsupported: 'zext' constant expression
@g = global i64 zext (i32 1 to i64)
