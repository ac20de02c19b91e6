#!/usr/bin/env bash
# A profile-guided (PGO) release build of dxir, trained on the test corpus.
#
#   benches/pgo.sh [OUT_DIR]            (default: target/pgo)
#
# 1. builds dxir instrumented (`-Cprofile-generate`, and `--cfg dxir_pgo`,
#    under which the process ends through `exit` so that the profile is
#    written) in OUT_DIR/gen;
# 2. trains it: every `.ll` of tests/corpus/ll lowered with the greedy and
#    the e-graph engine, at 1 and 2 threads, as LLVM IR, native text and a
#    container, as one module each and as a library, and read back by
#    `dxir opt` (a round trip). The benchmark inputs of ../shared/bench are
#    not used, so what the benchmark measures was not trained on;
# 3. merges the profiles with llvm-profdata and builds dxir again with
#    `-Cprofile-use` in OUT_DIR/use, copied to OUT_DIR/dxir;
# 4. checks that the PGO build writes byte for byte what the instrumented
#    build wrote for every training run (both are the same source; a
#    difference is a bug in the build, and the script fails).
#
# llvm-profdata must read the profile format of rustc's own LLVM: set
# LLVM_PROFDATA, else rustup's llvm-tools component is used when
# installed, else /usr/lib/llvm-N/bin/llvm-profdata for rustc's LLVM major
# version N (Debian's llvm-N package).
#
# Each build is a whole release build with other flags (about four minutes
# on two cores); the plain `cargo build --release` is not touched.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/pgo}
mkdir -p "$out"
out=$(cd "$out" && pwd)

llvm_major=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
profdata=${LLVM_PROFDATA:-}
if [ -z "$profdata" ]; then
    sysroot=$(rustc --print sysroot)
    host=$(rustc -vV | sed -n 's/^host: //p')
    if [ -x "$sysroot/lib/rustlib/$host/bin/llvm-profdata" ]; then
        profdata=$sysroot/lib/rustlib/$host/bin/llvm-profdata
    elif [ -x "/usr/lib/llvm-$llvm_major/bin/llvm-profdata" ]; then
        profdata=/usr/lib/llvm-$llvm_major/bin/llvm-profdata
    else
        echo "pgo.sh: no llvm-profdata for LLVM $llvm_major (rustc's): set LLVM_PROFDATA," >&2
        echo "        or install rustup's llvm-tools or Debian's llvm-$llvm_major" >&2
        exit 1
    fi
fi
echo "== llvm-profdata: $profdata (rustc's LLVM is $llvm_major)"

raw=$out/profiles
rm -rf "$raw" "$out/train"
mkdir -p "$raw"

# Both builds are whole release builds with fat LTO. An instrumented
# build without LTO (in half the time) gave a profile that the LTO build
# could hardly use: M 3,066 M instructions instead of 2,649 M
# (docs/performance.md, twenty-fifth round).
echo "== instrumented build (OUT/gen)"
RUSTFLAGS="-Cprofile-generate=$raw --cfg dxir_pgo" \
    cargo build --release --quiet --target-dir "$out/gen" --bin dxir
gen=$out/gen/release/dxir
# The build scripts and proc macros were instrumented too, and ran: their
# profiles are not dxir's.
rm -rf "$raw"
mkdir -p "$raw"

# The training runs of build BIN, each writing into DIR/<run>, so that the
# check can compare the two builds' directories. `lower --out-dir` reports
# the corpus files that need options (pixel shaders without
# --output-semantics, ...) and goes on: exit 1 is expected.
inputs=(tests/corpus/ll/*.ll)
train() {
    local bin=$1 dir=$2
    mkdir -p "$dir/one"
    local engine threads stage
    for engine in greedy egraph; do
        for threads in 1 2; do
            for stage in default library; do
                local name=$engine.$threads.$stage
                local flags=(--engine "$engine" --threads "$threads")
                [ "$stage" = library ] && flags+=(--stage library)
                mkdir -p "$dir/$name"
                "$bin" lower "${flags[@]}" --out-dir "$dir/$name" "${inputs[@]}" \
                    >/dev/null 2>"$dir/$name.stderr" || true
            done
        done
    done
    # One module at a time, in each output format, and the round trip.
    local f base
    for f in tests/corpus/ll/*.sm6_6.O3.ll; do
        base=$(basename "$f" .ll)
        "$bin" lower "$f" -o "$dir/one/$base.ll" >/dev/null 2>&1 || true
        "$bin" lower "$f" --emit=dxir -o "$dir/one/$base.dxir" >/dev/null 2>&1 || true
        "$bin" lower "$f" -o "$dir/one/$base.dxil" >/dev/null 2>&1 || true
        "$bin" opt "$f" --emit=ll -o "$dir/one/$base.opt.ll" >/dev/null 2>&1 || true
    done
}

echo "== training on ${#inputs[@]} corpus files"
train "$gen" "$out/train/gen"

echo "== merging the profiles"
"$profdata" merge -o "$out/dxir.profdata" "$raw"

echo "== build with the profile (OUT/use)"
RUSTFLAGS="-Cprofile-use=$out/dxir.profdata" \
    cargo build --release --quiet --target-dir "$out/use" --bin dxir
cp "$out/use/release/dxir" "$out/dxir"

echo "== checking that both builds write the same"
train "$out/dxir" "$out/train/use"
if ! diff -r -q "$out/train/gen" "$out/train/use" >/dev/null; then
    diff -r -q "$out/train/gen" "$out/train/use" | head -20 >&2
    echo "pgo.sh: the PGO build writes differently from the instrumented one" >&2
    exit 1
fi
echo "== $out/dxir"
