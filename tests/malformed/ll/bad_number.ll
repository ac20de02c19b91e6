; error: 2:17: bad number literal '12abc'
@g = global i32 12abc
