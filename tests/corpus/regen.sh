#!/usr/bin/env bash
# Regenerates the corpus .ll files from hlsl/*.hlsl with clang 22.
#
#   tests/corpus/regen.sh            # all shaders
#   tests/corpus/regen.sh loops      # only hlsl/loops.hlsl
#
# Each shader is compiled at -O3, -O2, -O1 and -O0 for shader model 6.6 and for a
# low model (6.0, or the shader's `// min-sm:`), and for 6.5 when that output
# differs from 6.6 in more than the target triple. Directives in a shader's
# leading comments:
#   // stage: pixel          shader stage (default compute)
#   // flags: -fnative-half-type   extra clang -cc1 flags
#   // min-sm: 6.2           lowest shader model the shader compiles for
#   // output-semantics: SV_Target0   not for clang: the entry's output semantics, which
#                            clang 22 drops, for `dxir lower --output-semantics` in tests
# Output: ll/NAME.smX_Y.OZ.ll (committed, so tests need no clang).
# ../shim.h is dxir's generated HLSL header (`dxir compile --print-header`;
# tests/hlsl_header.rs checks the copy), see docs/compile.md.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CLANG="${CLANG:-/usr/lib/llvm-22/bin/clang}"
[ -x "$CLANG" ] || { echo "regen.sh: clang 22 not found at $CLANG (set CLANG)" >&2; exit 1; }
mkdir -p "$HERE/ll"
cd "$HERE/hlsl"

directive() { sed -n "s|^// $1: *||p" "$2" | head -n 1; }

compile() { # file sm opt out
  local stage flags
  stage="$(directive stage "$1")"; stage="${stage:-compute}"
  flags="$(directive flags "$1")"
  # shellcheck disable=SC2086
  "$CLANG" -cc1 -triple "dxil-pc-shadermodel$2-$stage" -x hlsl -include ../shim.h \
    $flags -emit-llvm "-$3" -o "$4" "$1"
}

shaders=("$@")
[ ${#shaders[@]} -gt 0 ] || shaders=(*.hlsl)
count=0
for f in "${shaders[@]}"; do
  f="${f%.hlsl}.hlsl"
  name="${f%.hlsl}"
  low="$(directive min-sm "$f")"; low="${low:-6.0}"
  rm -f "$HERE/ll/$name".sm*.ll
  for opt in O3 O2 O1 O0; do
    for sm in 6.6 "$low"; do
      compile "$f" "$sm" "$opt" "$HERE/ll/$name.sm${sm/./_}.$opt.ll"
      count=$((count + 1))
    done
    tmp="$(mktemp)"
    compile "$f" 6.5 "$opt" "$tmp"
    if diff -q <(grep -v '^target triple' "$tmp") \
               <(grep -v '^target triple' "$HERE/ll/$name.sm6_6.$opt.ll") >/dev/null; then
      rm -f "$tmp"
    else
      mv "$tmp" "$HERE/ll/$name.sm6_5.$opt.ll"
      count=$((count + 1))
    fi
  done
done
echo "regen.sh: wrote $count files to $HERE/ll"
