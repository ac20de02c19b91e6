; error: 2:1: c"..." needs the type [N x i8], N its length
@s = constant [3 x i8] c"abcd"
