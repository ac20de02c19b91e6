; error: 2:1: unsupported: global named with digits only ('7')
@"7" = global i32 0
