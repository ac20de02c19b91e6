#!/usr/bin/env bash
# dxir beside LLVM on the same files, in one run, interleaved rounds:
# medians of the wall time and of the CPU time (user + system), and the
# peak RSS (from /usr/bin/time). On a loaded machine the wall time moves
# with the load; the CPU time much less (it still grows with cache misses).
#
#   benches/side_by_side.sh lower FILE ROUNDS DXIR...
#       `DXIR lower --stage library --threads 1` and `--threads 2` for each
#       dxir binary given (e.g. an old build and a new one), and LLVM 22's
#       `opt -S -passes=verify` on FILE, once each per round; then, per
#       binary, issue 15's ratios from the medians (2 threads ÷ opt, the
#       speedup from 1 to 2 threads, the peak ÷ opt's, and the lowering at
#       2 threads ÷ dxir's own round trip, `DXIR opt FILE --emit=ll
#       --threads 2`: read, verify, print). Wall times to 1 ms (`date`),
#       CPU times and peaks from /usr/bin/time.
#   benches/side_by_side.sh many DIR ROUNDS DXIR
#       `DXIR lower --out-dir` on every `.ll` of DIR in one run, against one
#       `DXIR lower IN -o OUT` process per file; checks the outputs agree.
#   benches/side_by_side.sh pair FILE ROUNDS A B [THREADS]
#       Two dxir builds on FILE (`lower --stage library --threads THREADS`,
#       2 by default), A then B in each round, and the median of the
#       rounds' B / A wall-time ratios (time from `date +%s%N`, to 1 ms or
#       better): for a change smaller than the run-to-run spread, since the
#       two runs of a round see about the same load. Checks that both
#       builds write the same output.
#
# Figures move with the machine's load: compare runs of one invocation.
set -euo pipefail
mode=${1:?usage: side_by_side.sh lower|many|pair FILE|DIR ROUNDS DXIR...}
input=${2:?missing FILE or DIR}
rounds=${3:?missing ROUNDS}
shift 3
[ $# -ge 1 ] || { echo "missing DXIR binary" >&2; exit 1; }
OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A runs

# Runs the command after KEY under /usr/bin/time and records
# "WALL_SECONDS KB CPU_SECONDS". The wall time comes from `date +%s%N`
# around the run, to the millisecond: /usr/bin/time gives it in steps of
# 10 ms, 7% of a run on F. The CPU time and the peak come from
# /usr/bin/time.
timed() {
    local key=$1 s e
    shift
    s=$(date +%s%N)
    /usr/bin/time -o "$work/time" -f "%M %U %S" "$@" >/dev/null 2>"$work/stderr" || {
        echo "failed: $*" >&2
        cat "$work/stderr" >&2
        exit 1
    }
    e=$(date +%s%N)
    runs[$key]+="$(tail -1 "$work/time" | awk -v ns=$((e - s)) '{ printf "%.3f %s %.2f", ns / 1e9, $1, $2 + $3 }');"
}

case $mode in
lower)
    for ((r = 1; r <= rounds; r++)); do
        for b in "$@"; do
            for t in 1 2; do
                timed "$b --threads $t" "$b" lower --stage library --threads "$t" "$input" -o "$work/out.ll"
            done
            timed "$b round trip" "$b" opt --threads 2 "$input" --emit=ll -o "$work/rt.ll"
        done
        if [ -x "$OPT" ]; then
            timed "opt -S -passes=verify" "$OPT" -S -passes=verify "$input" -o /dev/null
        fi
        echo "round $r of $rounds: load $(cut -d' ' -f1 /proc/loadavg)" >&2
    done
    ;;
many)
    b=$1
    mkdir -p "$work/one" "$work/each"
    for ((r = 1; r <= rounds; r++)); do
        timed "one run (--out-dir)" "$b" lower --out-dir "$work/one" "$input"/*.ll
        timed "a process per file" bash -c 'for f in "$2"/*.ll; do "$1" lower "$f" -o "$3/$(basename "$f")"; done' _ "$b" "$input" "$work/each"
        diff -rq "$work/one" "$work/each" >/dev/null || { echo "outputs differ" >&2; exit 1; }
        echo "round $r of $rounds: load $(cut -d' ' -f1 /proc/loadavg)" >&2
    done
    echo "$(ls "$input"/*.ll | wc -l) files"
    ;;
pair)
    [ $# -ge 2 ] || { echo "pair needs two dxir binaries" >&2; exit 1; }
    a=$1 b=$2 threads=${3:-2}
    # Nanoseconds taken by one `lower` of the file, its output in OUT.
    one() {
        local s e
        s=$(date +%s%N)
        "$1" lower --stage library --threads "$threads" "$input" -o "$2" 2>"$work/stderr" || {
            echo "failed: $1" >&2
            cat "$work/stderr" >&2
            exit 1
        }
        e=$(date +%s%N)
        echo $((e - s))
    }
    ratios=()
    for ((r = 1; r <= rounds; r++)); do
        ta=$(one "$a" "$work/a.out")
        tb=$(one "$b" "$work/b.out")
        cmp -s "$work/a.out" "$work/b.out" || { echo "the two builds write different outputs" >&2; exit 1; }
        ratios+=("$(awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%.4f", b / a }')")
    done
    printf '%s\n' "${ratios[@]}" | sort -n | awk -v n="$rounds" -v a="$a" -v b="$b" '
        { r[NR] = $1 }
        END { printf "%s / %s wall, median of %d rounds: %.3f (quartiles %.3f, %.3f)\n", b, a, n, r[int((NR + 1) / 2)], r[int((NR + 3) / 4)], r[int((3 * NR + 3) / 4)] }'
    exit 0
    ;;
*)
    echo "unknown mode $mode" >&2
    exit 1
    ;;
esac

# The wall times recorded under KEY, one line per round, in round order.
walls_of() {
    echo "${runs[$1]}" | tr ';' '\n' | grep . | awk '{ print $1 }'
}
# The median wall time and the peak RSS (KB) of the runs recorded under KEY.
median_of() {
    walls_of "$1" | sort -n | awk '{ c[NR] = $1 } END { print c[int((NR + 1) / 2)] }'
}
peak_of() {
    echo "${runs[$1]}" | tr ';' '\n' | grep . | awk '$2 > m { m = $2 } END { print m }'
}

for k in "${!runs[@]}"; do
    cpu=$(echo "${runs[$k]}" | tr ';' '\n' | grep . | awk '{ print $3 }' | sort -n | awk '{ c[NR] = $1 } END { print c[int((NR + 1) / 2)] }')
    echo "${runs[$k]}" | tr ';' '\n' | grep . | sort -n | awk -v key="$k" -v cpu="$cpu" '
        { t[NR] = $1; if ($2 > m) m = $2 }
        END {
            printf "%-45s median %7.3f s  cpu %7.2f s  peak %6d MB  (runs:", key, t[int((NR + 1) / 2)], cpu, m / 1024
            for (i = 1; i <= NR; i++) printf " %s", t[i]
            print ")"
        }'
done | sort

# Issue 15's ratios for each dxir binary, from the medians above.
if [ "$mode" = lower ] && [ -n "${runs["opt -S -passes=verify"]:-}" ]; then
    opt_t=$(median_of "opt -S -passes=verify")
    opt_m=$(peak_of "opt -S -passes=verify")
    for b in "$@"; do
        t1=$(median_of "$b --threads 1")
        t2=$(median_of "$b --threads 2")
        m2=$(peak_of "$b --threads 2")
        rt=$(median_of "$b round trip")
        # A time of zero gives no ratio ("-").
        awk -v b="$b" -v t1="$t1" -v t2="$t2" -v m2="$m2" -v ot="$opt_t" -v om="$opt_m" -v rt="$rt" '
            function ratio(x, y) { return y > 0 ? sprintf("%.2f", x / y) : "-" }
            BEGIN {
                printf "%s: 2 threads / opt %s, speedup 1 -> 2 threads %s, peak / opt %s, lowering / round trip %s\n", b, ratio(t2, ot), ratio(t1, t2), ratio(m2, om), ratio(t2, rt)
            }'
        # The same time ratios taken within each round, whose runs follow
        # each other: the machine's speed drifts between rounds (by a
        # tenth or more over a minute here), and a ratio of two runs a
        # second apart moves less than a ratio of two medians.
        paste -d' ' <(walls_of "$b --threads 2") <(walls_of "opt -S -passes=verify") \
            <(walls_of "$b --threads 1") <(walls_of "$b round trip") | awk -v b="$b" '
            function q(a, n, f) { return a[int(f * (n - 1)) + 1] }
            function sort(a, n,    i, j, x) {
                for (i = 2; i <= n; i++) {
                    x = a[i]
                    for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]
                    a[j + 1] = x
                }
            }
            function show(name, a, n) {
                sort(a, n)
                return sprintf("%s %.2f (quartiles %.2f, %.2f)", name, q(a, n, 0.5), q(a, n, 0.25), q(a, n, 0.75))
            }
            $2 > 0 && $1 > 0 && $4 > 0 { n++; o[n] = $1 / $2; s[n] = $3 / $1; r[n] = $1 / $4 }
            END {
                if (n) printf "%s, per round: %s, %s, %s\n", b, show("2 threads / opt", o, n), show("speedup", s, n), show("lowering / round trip", r, n)
            }'
    done
fi
