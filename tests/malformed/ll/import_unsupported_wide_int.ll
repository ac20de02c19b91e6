; error: 2:1: unsupported: integer type i256 (wider than 128 bits)
@g = global i256 0
