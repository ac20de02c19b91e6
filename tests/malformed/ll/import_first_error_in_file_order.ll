; error: 5:3: use of undefined value '%nope'
; Of two bodies that fail, the first in the file is reported, though the
; larger one (later) is read first.
define i32 @small(i32 %a) {
  %r = add i32 %a, %nope
  ret i32 %r
}

define i32 @large(i32 %a) {
  %v0 = add i32 %a, 1
  %v1 = add i32 %v0, 1
  %v2 = add i32 %v1, 1
  %v3 = add i32 %v2, 1
  %v4 = add i32 %v3, 1
  %v5 = add i32 %v4, 1
  %v6 = add i32 %v5, 1
  %v7 = add i32 %v6, 1
  %v8 = add i32 %v7, 1
  %v9 = add i32 %v8, 1
  %v10 = add i32 %v9, 1
  %v11 = add i32 %v10, 1
  %v12 = add i32 %v11, 1
  %v13 = add i32 %v12, 1
  %v14 = add i32 %v13, 1
  %v15 = add i32 %v14, 1
  %v16 = add i32 %v15, 1
  %v17 = add i32 %v16, 1
  %v18 = add i32 %v17, 1
  %v19 = add i32 %v18, 1
  %v20 = add i32 %v19, 1
  %v21 = add i32 %v20, 1
  %v22 = add i32 %v21, 1
  %v23 = add i32 %v22, 1
  %v24 = add i32 %v23, 1
  %v25 = add i32 %v24, 1
  %v26 = add i32 %v25, 1
  %v27 = add i32 %v26, 1
  %v28 = add i32 %v27, 1
  %v29 = add i32 %v28, 1
  %v30 = add i32 %v29, 1
  %v31 = add i32 %v30, 1
  %v32 = add i32 %v31, 1
  %v33 = add i32 %v32, 1
  %v34 = add i32 %v33, 1
  %v35 = add i32 %v34, 1
  %v36 = add i32 %v35, 1
  %v37 = add i32 %v36, 1
  %v38 = add i32 %v37, 1
  %v39 = add i32 %v38, 1
  %bad = add i32 %v39, %missing
  ret i32 %bad
}
