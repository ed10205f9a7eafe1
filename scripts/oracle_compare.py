#!/usr/bin/env python3
"""Compare shanalyze's command positions (`via: []` invocations) with an independent bash
parser's, on ../shared/corpora/oracle-sample.jsonl.gz (names from mvdan/sh via shfmt).

usage: scripts/oracle_compare.py [--bin target/release/shanalyze] [--sample PATH] [--show N]
The oracle lists the name of every simple command, declaration builtin and `let` (null when
the name is not a literal word); assignment-only statements are left out. We compare
multisets: literal names must match exactly; each oracle null must pair with one of our
names that is not a plain literal. Prints the agreement and the differing commands.
"""
import argparse, collections, gzip, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(here, "..", "target", "release", "shanalyze"))
ap.add_argument("--sample", default=os.path.join(here, "..", "..", "shared", "corpora", "oracle-sample.jsonl.gz"))
ap.add_argument("--show", type=int, default=30)
a = ap.parse_args()

rows = [json.loads(l) for l in gzip.open(a.sample, "rt")]
inp = "".join(json.dumps({"command": r["command"]}) + "\n" for r in rows)
p = subprocess.run([a.bin, "batch", "-"], input=inp, capture_output=True, text=True)
outs = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
if len(outs) != len(rows):
    sys.exit(f"batch answered {len(outs)} of {len(rows)}: {p.stderr[:400]}")

def ours(report):
    names = []
    for inv in report["invocations"]:
        if inv["via"] or not inv["argv"]:
            continue
        names.append(inv["argv"][0])
    return names

def literal(name):
    return not any(c in name for c in "$`*?[{~") or name in ("[", "[[")

bad = []
for r, rep in zip(rows, outs):
    want = collections.Counter(n for n in r["names"] if n is not None)
    nulls = sum(1 for n in r["names"] if n is None)
    got = collections.Counter(ours(rep))
    missing = want - got
    extra = got - want
    # Each oracle null pairs with one of our extra names that is not a plain literal.
    dyn_extra = sum(c for n, c in extra.items() if not literal(n))
    lit_extra = sum(c for n, c in extra.items() if literal(n))
    ok = not missing and lit_extra == 0 and dyn_extra == nulls
    if not ok:
        bad.append((r, dict(missing), dict(extra), nulls))
by_corpus = collections.Counter(r["corpus"] for r, *_ in bad)
for r, missing, extra, nulls in bad[: a.show]:
    print(f"- [{r['corpus']}] {r['command'][:160]!r}\n    missing {missing} extra {extra} oracle-nulls {nulls}")
n = len(rows)
print(f"{n - len(bad)}/{n} agree = {100 * (n - len(bad)) / n:.2f}%  (differ by corpus: {dict(by_corpus)})")
