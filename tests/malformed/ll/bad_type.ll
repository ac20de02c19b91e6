; error: 2:18: expected type, found 'flaot'
%T = type { i32, flaot }
