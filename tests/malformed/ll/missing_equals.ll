; error: 2:4: expected '=', found 'global'
@g global i32 0
