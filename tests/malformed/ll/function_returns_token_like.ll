; error: 2:1: Function returns a token but isn't an intrinsic
declare target("dx.TypedBuffer", float, 1, 0, 0) @handle(i32)
