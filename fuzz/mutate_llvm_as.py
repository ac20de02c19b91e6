#!/usr/bin/env python3
"""Seeded mutation driver for issue 16, item 8: dxir never exits 0 with
output LLVM rejects.

Each run takes a corpus input (tests/corpus/ll/*.ll), applies one to three
random mutations chosen by a seed (delete, repeat or swap lines, replace a
token with another token of the file, flip a byte, change a number), and
runs `dxir opt --emit=ll` and `dxir lower` on the mutant. Per command:

* exit 0: `llvm-as -o /dev/null` must accept the output, else it counts as
  "rejected" and llvm-as's message is classified;
* exit 1: the first stderr line must be `FILE:LINE:COL: error: ...`, else it
  counts as "unlocated";
* exit 101, an abort (signal 6: release builds abort on a panic), another
  code, or "panicked" on stderr: a panic (a bug).

The same --seed and --runs give the same mutants, so figures before and
after a fix are comparable. See docs/fuzzing.md.

    fuzz/mutate_llvm_as.py --runs 3000 --seed 1
"""

import argparse
import collections
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOKEN = re.compile(r'"[^"\n]*"|[%@!#]?[-\w.$]+|\S')
NUMBER = re.compile(r"\d+")


def mutate(text, rng):
    """One to three random edits of `text`."""
    for _ in range(rng.randint(1, 3)):
        lines = text.split("\n")
        kind = rng.choice(["delete", "repeat", "swap", "token", "byte", "number"])
        i = rng.randrange(len(lines))
        if kind == "delete":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "token":
            toks = [m for m in TOKEN.finditer(lines[i])]
            pool = TOKEN.findall(lines[rng.randrange(len(lines))])
            if toks and pool:
                m = rng.choice(toks)
                line = lines[i]
                lines[i] = line[: m.start()] + rng.choice(pool) + line[m.end() :]
        elif kind == "byte":
            line = lines[i]
            if line:
                k = rng.randrange(len(line))
                c = chr((ord(line[k]) ^ (1 << rng.randrange(7))) or 1)
                lines[i] = line[:k] + c + line[k + 1 :]
        else:
            line = lines[i]
            nums = list(NUMBER.finditer(line))
            if nums:
                m = rng.choice(nums)
                new = str(rng.choice([0, 1, 2, 3, 4, 7, 8, 16, 31, 32, 64, 255, 65536,
                                      int(m.group()) + 1, int(m.group()) * 3]))
                lines[i] = line[: m.start()] + new + line[m.end() :]
        text = "\n".join(lines)
    return text


def classify(msg):
    """llvm-as's first message, with names, numbers and types blurred."""
    lines = msg.splitlines()
    verify = next((i for i, l in enumerate(lines) if "does not verify" in l), None)
    at = next((i for i, l in enumerate(lines) if "error:" in l), None)
    if verify is not None and verify + 1 < len(lines):
        first = "verifier: " + lines[verify + 1].strip()
    elif at is not None:
        first = lines[at].split("error:", 1)[-1].strip()
    else:
        first = msg.strip()[:200]
    first = re.sub(r"'[^']*'", "'_'", first)
    first = re.sub(r"[%@!]\S+", "_", first)
    first = re.sub(r"\d+", "N", first)
    return first[:120]


LOCATED = re.compile(r"^[^:]+:\d+:\d+: error: ")


def run_one(args, tmp, idx, name, text):
    """Returns a list of (command, outcome, detail)."""
    inp = os.path.join(tmp, f"m{idx}.ll")
    with open(inp, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    results = []
    for cmd in args.commands:
        out = os.path.join(tmp, f"m{idx}.{cmd}.out.ll")
        argv = [args.dxir, cmd, inp, "-o", out, "--emit=ll", "--threads", "1"]
        try:
            p = subprocess.run(argv, capture_output=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            results.append((cmd, "timeout", name))
            continue
        err = p.stderr.decode("utf-8", "replace")
        # 101: a panic unwound; -6 (SIGABRT): a release build aborted on one.
        if p.returncode in (101, -6) or "panicked" in err:
            results.append((cmd, "panic", err.strip().splitlines()[0] if err.strip() else ""))
        elif p.returncode == 0:
            a = subprocess.run([args.llvm_as, "-o", "/dev/null", out], capture_output=True)
            if a.returncode != 0:
                results.append((cmd, "rejected", a.stderr.decode("utf-8", "replace")))
            else:
                results.append((cmd, "ok", ""))
        elif p.returncode == 1:
            first = err.splitlines()[0] if err else ""
            if not LOCATED.match(first):
                results.append((cmd, "unlocated", first))
            elif args.strict_check and subprocess.run(
                [args.llvm_as, "-o", "/dev/null", inp], capture_output=True
            ).returncode == 0:
                # llvm-as takes the input dxir refused: fine for what dxir
                # does not support, a false alarm for what it checks.
                msg = re.sub(r"'[^']*'", "'_'", first.split(" error: ", 1)[-1])
                results.append((cmd, "refused-valid", re.sub(r"\d+", "N", msg)))
            else:
                results.append((cmd, "error", first))
        else:
            results.append((cmd, f"exit{p.returncode}", err[:200]))
        if os.path.exists(out):
            os.remove(out)
    os.remove(inp)
    return idx, name, text, results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=1000, help="mutants (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dxir", default=os.path.join(ROOT, "target/release/dxir"))
    ap.add_argument("--llvm-as", default="/usr/lib/llvm-22/bin/llvm-as")
    ap.add_argument("--commands", default="opt,lower", help="comma-separated: opt, lower")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--keep", help="directory where rejected/panicking mutants are copied")
    ap.add_argument("--strict-check", action="store_true",
                    help="on exit 1, run llvm-as on the input too and count inputs it accepts "
                         "(refused-valid: dxir's checks stricter than LLVM's, or unsupported)")
    ap.add_argument("--examples", type=int, default=1, help="examples printed per class")
    args = ap.parse_args()
    args.commands = args.commands.split(",")

    corpus = os.path.join(ROOT, "tests/corpus/ll")
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".ll"))
    sources = {f: open(os.path.join(corpus, f), encoding="utf-8").read() for f in files}
    rng = random.Random(args.seed)
    jobs = []
    for idx in range(args.runs):
        name = rng.choice(files)
        jobs.append((idx, name, mutate(sources[name], random.Random(rng.getrandbits(64)))))

    counts = collections.Counter()
    classes = collections.Counter()
    examples = collections.defaultdict(list)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dxir-mutate-") as tmp:
        with ThreadPoolExecutor(args.jobs) as pool:
            for idx, name, text, results in pool.map(lambda j: run_one(args, tmp, *j), jobs):
                for cmd, outcome, detail in results:
                    counts[(cmd, outcome)] += 1
                    if outcome in ("ok", "error"):
                        continue
                    key = (cmd, outcome, classify(detail) if outcome == "rejected" else detail[:120])
                    classes[key] += 1
                    if len(examples[key]) < args.examples:
                        examples[key].append(f"run {idx} ({name})")
                    if args.keep:
                        with open(os.path.join(args.keep, f"{cmd}-{outcome}-{idx}.ll"), "w",
                                  encoding="utf-8", errors="surrogateescape") as f:
                            f.write(text)

    print(f"seed {args.seed}, {args.runs} mutants, commands {','.join(args.commands)}")
    for cmd in args.commands:
        row = {o: n for (c, o), n in counts.items() if c == cmd}
        total = sum(row.values())
        print(f"{cmd}: {total} runs, " + ", ".join(f"{o} {n}" for o, n in sorted(row.items())))
    if classes:
        print("\nnot ok, by class:")
        for (cmd, outcome, cls), n in classes.most_common():
            print(f"  {n:5} {cmd} {outcome}: {cls}  [{'; '.join(examples[(cmd, outcome, cls)])}]")
    bad = sum(n for (c, o), n in counts.items() if o not in ("ok", "error", "refused-valid"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
