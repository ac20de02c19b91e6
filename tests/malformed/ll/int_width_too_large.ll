; error: 2:13: bad integer width 9000000
@g = global i9000000 0
