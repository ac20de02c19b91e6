; A function other than an intrinsic whose signature holds a DirectX
; resource type: dxir reads it (a rule may lower its calls, as in
; tests/walkthrough/vendor.ll), but LLVM 22 takes these types like `token`
; ("Function takes token but isn't an intrinsic"), so writing it back as
; LLVM IR is an error at the function rather than output llvm-as rejects.
; RUN-FAIL: opt %s --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() {
entry:
  ret void
}

declare float @vendor.sum(target("dx.TypedBuffer", float, 0, 0, 0), i32)
; CHECK: token_like_signature.ll:14:1: error: @vendor.sum takes or returns target("dx.TypedBuffer", float, 0, 0, 0), which LLVM 22 allows only in the signature of an intrinsic (the type is token-like): lower the function's calls first
