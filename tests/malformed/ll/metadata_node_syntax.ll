; error: 2:20: expected ',' or '}' in metadata node, found '!'
!0 = !{i32 1, !"a" !"b"}
