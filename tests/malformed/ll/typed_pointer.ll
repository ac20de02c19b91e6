; error: 2:16: unsupported: typed pointers
@p = global i32* null
