; error: 3:3: duplicate case value in switch
define void @f(i32 %x) {
  switch i32 %x, label %a [ i32 1, label %a
                            i32 1, label %b ]
a:
  ret void
b:
  ret void
}
