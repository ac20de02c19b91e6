#!/usr/bin/env bash
# Runs one fuzz target under libFuzzer (cargo-fuzz, nightly Rust) for a
# number of minutes, seeded from fuzz/seeds.txt, on a working corpus in
# $DXIR_FUZZ_DIR (default /tmp/dxir-fuzz/TARGET). Crashes land in
# fuzz/artifacts/TARGET; minimize one with
#   cargo +nightly fuzz tmin TARGET fuzz/artifacts/TARGET/crash-...
# and keep it in fuzz/corpus/TARGET/, which tests/fuzz_replay.rs replays.
#
#   fuzz/run.sh lower 30          # 30 minutes, one job
#   JOBS=2 fuzz/run.sh lower 30   # two processes
set -euo pipefail
target=${1:?usage: fuzz/run.sh TARGET MINUTES}
minutes=${2:?usage: fuzz/run.sh TARGET MINUTES}
cd "$(dirname "$0")/.."
work=${DXIR_FUZZ_DIR:-/tmp/dxir-fuzz/$target}
mkdir -p "$work"
# Seeds: what the tests already hold, and every kept crash.
while read -r t dir suffix; do
    case $t in '#'* | '') continue ;; esac
    [ "$t" = "$target" ] || continue
    find "$dir" -type f -name "*$suffix" -size -64k | while read -r f; do
        cp "$f" "$work/seed-$(echo "$f" | tr '/' '_')"
    done
done <fuzz/seeds.txt
if [ -d "fuzz/corpus/$target" ]; then
    cp fuzz/corpus/"$target"/* "$work"/ 2>/dev/null || true
fi
echo "== $target: $(ls "$work" | wc -l) inputs in $work, $minutes minutes"
# With JOBS, libFuzzer runs that many processes, each logging to fuzz-N.log
# in the repository's top directory (ignored by git).
jobs=()
if [ -n "${JOBS:-}" ]; then
    jobs=(-jobs="$JOBS" -workers="$JOBS")
fi
# -detect_leaks=0: LeakSanitizer reports the thread-local destructor list
# glibc allocates for a rayon worker that is still alive when an input
# ends (64 bytes from __cxa_thread_atexit_impl), which is no leak of
# dxir's; memory growth shows up in -rss_limit_mb instead.
cargo +nightly fuzz run --fuzz-dir fuzz "$target" "$work" -- \
    -max_total_time=$((minutes * 60)) -timeout=20 -rss_limit_mb=4096 \
    -max_len=65536 -detect_leaks=0 -print_final_stats=1 "${jobs[@]}"
