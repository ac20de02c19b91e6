; error: 2:1: type '%A' is defined in terms of itself
%A = type %B
%B = type %A
@g = global %A zeroinitializer
