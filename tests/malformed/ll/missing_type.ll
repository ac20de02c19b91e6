; error: 2:9: expected type, found '@f'
declare @f(i32)
