; error: 2:20: unsupported: x86_fp80 literal (0xK)
@x = global double 0xK4000C000000000000000
