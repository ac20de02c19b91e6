; `dxir rules list` prints one row per rule of every rule-based pass: pass,
; rule, FILE:LINE, root op, benefit, stage by stage (lower-dxil's folds
; last); `--pass` keeps one pass's rules, and
; `--rules FILE` adds a user file's rules under the pass its header names.
; RUN: rules list
; RUN(ONE): rules list --pass lower-dxil --rules tests/filecheck/lower-cli/user_typed_load_header.rules
; RUN-FAIL(BAD): rules list --pass lower-dxl
; RUN(CB): rules list --pass cbuffer-access
; CHECK: pass {{ +}}rule {{ +}}at {{ +}}root {{ +}}benefit
; CHECK: cbuffer-access {{ +}}load-cbuffer {{ +}}dialects/rules/cbuffer-access/rows.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}3
; CHECK: resource-access {{ +}}load-structured
; CHECK: expand-intrinsics {{ +}}lerp {{ +}}dialects/rules/expand-intrinsics/math.rules:{{[0-9]+}} {{ +}}dx.lerp {{ +}}1
; CHECK: lower-dxil {{ +}}load-typedbuffer {{ +}}dialects/rules/lower-dxil/buffers.rules:15 {{ +}}dx.resource.load.typedbuffer {{ +}}2
; CHECK: lower-dxil {{ +}}handle-from-binding-const-index {{ +}}dialects/rules/lower-dxil/handles.rules:15 {{ +}}dx.resource.handlefrombinding
; CHECK: lower-dxil {{ +}}fold-extractvalue{{.*}}dialects/rules/lower-dxil/folds.rules:{{[0-9]+}}
; CHECK: dxil-cleanup {{ +}}fold-extractelement-of-constant {{ +}}dialects/rules/dxil-cleanup/constants.rules:{{[0-9]+}} {{ +}}llvm.extractelement
; ONE: lower-dxil {{ +}}user-load-typed-v4f32-header {{ +}}tests/filecheck/lower-cli/user_typed_load_header.rules:5 {{ +}}dx.resource.load.typedbuffer {{ +}}10
; BAD: dxir: error: unknown rule-based pass `lower-dxl`; the rule-based passes are: lower-hl, cbuffer-access, resource-access, expand-intrinsics, lower-dxil, dxil-cleanup
; CB: cbuffer-access {{ +}}load-cbuffer {{ +}}dialects/rules/cbuffer-access/rows.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}3
; CB-NEXT: cbuffer-access {{ +}}load-cbuffer-run-time-lane {{ +}}dialects/rules/cbuffer-access/rows.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}0
; CB-NEXT: cbuffer-access {{ +}}fold-row-add {{ +}}dialects/rules/cbuffer-access/rows.rules:{{[0-9]+}} {{ +}}llvm.add {{ +}}1
; CB-NOT: resource-access
