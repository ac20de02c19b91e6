; error: 2:1: unsupported: comdats
$f = comdat any
