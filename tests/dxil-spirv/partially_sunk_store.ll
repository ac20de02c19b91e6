; A dxil-spirv limitation, kept as a minimal input (docs/container.md,
; "What dxil-spirv does not take"): a store that two arms of an
; `if`/`else if` chain share, sunk by LLVM 22's SimplifyCFG into a block of
; its own (`if.end5.i.sink.split`) that the outer branch's other path
; bypasses, followed by a switch that returns early for one case. LLVM
; 3.7, and so DXC, sinks only into the merge of a whole diamond. This is
; tests/corpus/hlsl/branches.hlsl at -O3 lowered without `dxc-cfg`, with
; the switch's `unreachable` default already given to a case (the shape of
; switch_default_unreachable.ll, the other half). dxil-spirv converts it
; and spirv-val refuses the SPIR-V ("branches to the selection construct,
; but not to the selection header"); after `dxc-cfg`, which copies the
; sunk block back into both arms, it is valid.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"RWBuffer<int32_t>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }

@A = external constant %"RWBuffer<int32_t>"
@B = external constant %"RWBuffer<int32_t>"

define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %4, i32 undef)
  %6 = extractvalue %dx.types.ResRet.i32 %5, 0
  %cmp.i = icmp sgt i32 %6, 0
  br i1 %cmp.i, label %if.then.i, label %if.else.i

if.then.i:
  %mul.i = shl nuw nsw i32 %6, 1
  br label %if.end5.i.sink.split

if.else.i:
  %cmp2.i = icmp slt i32 %6, -10
  br i1 %cmp2.i, label %if.then3.i, label %if.end5.i

if.then3.i:
  %sub.i = sub nsw i32 0, %6
  br label %if.end5.i.sink.split

if.end5.i.sink.split:
  %sub.i.sink = phi i32 [ %sub.i, %if.then3.i ], [ %mul.i, %if.then.i ]
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %3, i32 %4, i32 undef, i32 %sub.i.sink, i32 %sub.i.sink, i32 %sub.i.sink, i32 %sub.i.sink, i8 15)
  br label %if.end5.i

if.end5.i:
  %rem.i = and i32 %4, 3
  switch i32 %rem.i, label %_Z4mainDv3_j.exit [
    i32 0, label %_Z4mainDv3_j.exit.sink.split
    i32 1, label %sw.bb7.i
    i32 3, label %sw.bb10.i
    i32 2, label %_Z4mainDv3_j.exit
  ]

sw.bb7.i:
  %7 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 %4, i32 undef)
  %8 = extractvalue %dx.types.ResRet.i32 %7, 0
  br label %_Z4mainDv3_j.exit.sink.split

sw.bb10.i:
  %add.i = add nsw i32 %6, 3
  br label %_Z4mainDv3_j.exit.sink.split

_Z4mainDv3_j.exit.sink.split:
  %.sink = phi i32 [ %add.i, %sw.bb10.i ], [ %8, %sw.bb7.i ], [ 1, %if.end5.i ]
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %4, i32 undef, i32 %.sink, i32 %.sink, i32 %.sink, i32 %.sink, i8 15)
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

declare i32 @dx.op.threadId.i32(i32, i32) #1

declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!dx.shaderModel = !{!3}
!dx.version = !{!4}
!dx.resources = !{!9}
!dx.entryPoints = !{!12}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{i32 1, i32 6}
!5 = !{i32 0, i32 4}
!6 = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !5}
!7 = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !5}
!8 = !{!6, !7}
!9 = !{null, !8, null, null}
!10 = !{i32 64, i32 1, i32 1}
!11 = !{i32 4, !10}
!12 = !{ptr @main, !"main", null, !9, !11}
