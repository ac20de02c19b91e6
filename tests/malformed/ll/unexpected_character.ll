; error: 2:19: unexpected character '?'
@g = global i32 0 ?
