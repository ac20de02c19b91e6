; error: 3:34: expected 'to', found 'i64'
@h = global i32 0
@p = global i64 ptrtoint (ptr @h i64)
