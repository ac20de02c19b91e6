; error: 4:37: invalid value for 'no-infs-fp-math' attribute: ture
declare void @f() #0

attributes #0 = { "no-infs-fp-math"="ture" }
