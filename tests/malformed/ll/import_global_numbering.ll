; error: 3:1: global expected to be numbered '@2' or greater
@1 = global i32 0
@0 = global i32 1
