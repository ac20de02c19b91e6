; error: 2:14: vector length must be at least 1
@v = global <0 x i32> zeroinitializer
