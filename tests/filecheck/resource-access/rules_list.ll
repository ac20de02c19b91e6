; `dxir rules list --pass resource-access` lists the rules of the pass, from
; dialects/rules/resource-access/ (atomics.rules, raw.rules, texture.rules, then typed.rules): one per
; canonical access form, whatever the vector width.
; RUN: rules list --pass resource-access
; CHECK: pass {{ +}}rule {{ +}}at {{ +}}root {{ +}}benefit
; CHECK-NEXT: resource-access  atomic-typed {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.atomicrmw {{ +}}2
; CHECK-NEXT: resource-access  atomic-texture {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.atomicrmw {{ +}}2
; CHECK-NEXT: resource-access  atomic-structured {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.atomicrmw {{ +}}3
; CHECK-NEXT: resource-access  atomic-byte-address {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.atomicrmw {{ +}}2
; CHECK-NEXT: resource-access  cmpxchg-typed {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.cmpxchg {{ +}}2
; CHECK-NEXT: resource-access  cmpxchg-structured {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.cmpxchg {{ +}}3
; CHECK-NEXT: resource-access  cmpxchg-byte-address {{ +}}dialects/rules/resource-access/atomics.rules:{{[0-9]+}} {{ +}}llvm.cmpxchg {{ +}}2
; CHECK-NEXT: resource-access  load-structured {{ +}}dialects/rules/resource-access/raw.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}3
; CHECK-NEXT: resource-access  store-structured {{ +}}dialects/rules/resource-access/raw.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}3
; CHECK-NEXT: resource-access  load-byte-address {{ +}}dialects/rules/resource-access/raw.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}2
; CHECK-NEXT: resource-access  store-byte-address {{ +}}dialects/rules/resource-access/raw.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}2
; CHECK-NEXT: resource-access  load-texel {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}2
; CHECK-NEXT: resource-access  store-texel {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}2
; CHECK-NEXT: resource-access  load-texel-lanes-const {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}10
; CHECK-NEXT: resource-access  load-texel-lanes {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}3
; CHECK-NEXT: resource-access  store-texel-lanes-const {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}10
; CHECK-NEXT: resource-access  store-texel-lanes {{ +}}dialects/rules/resource-access/texture.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}3
; CHECK-NEXT: resource-access  load-typed-element {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}2
; CHECK-NEXT: resource-access  store-typed-element {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}2
; CHECK-NEXT: resource-access  load-typed-element-as {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}2
; CHECK-NEXT: resource-access  store-typed-element-as {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}2
; CHECK-NEXT: resource-access  load-typed-lanes-const {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}10
; CHECK-NEXT: resource-access  load-typed-lanes {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.load {{ +}}3
; CHECK-NEXT: resource-access  store-typed-lanes-const {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}10
; CHECK-NEXT: resource-access  store-typed-lanes {{ +}}dialects/rules/resource-access/typed.rules:{{[0-9]+}} {{ +}}llvm.store {{ +}}3
; CHECK-NOT: lower-dxil
