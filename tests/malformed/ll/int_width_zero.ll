; error: 2:18: bad integer width 0
%T = type { i32, i0 }
