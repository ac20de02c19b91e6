; error: 3:6: unsupported: global aliases
@g = global i32 0
@a = alias i32, ptr @g
