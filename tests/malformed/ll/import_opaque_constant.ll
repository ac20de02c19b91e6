; error: 2:1: invalid type '%T': an opaque struct has no constants
@g = global %T zeroinitializer
%T = type opaque
