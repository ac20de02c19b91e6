; error: 2:19: bad floating-point literal
@f = global float 1.0e+
