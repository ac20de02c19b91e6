; error: 2:1: wrong type for intrinsic global variable
@llvm.global_ctors = appending global [0 x { i64, ptr, ptr }] zeroinitializer
