; error: 2:32: unterminated string
@s = private constant [3 x i8] c"abc, align 1
