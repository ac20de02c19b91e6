; error: 2:6: expected 'global' or 'constant', found 'privte'
@g = privte global i32 0
