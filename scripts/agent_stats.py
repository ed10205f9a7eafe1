#!/usr/bin/env python3
"""Shares of allow / ask / deny on the agent corpus, and the most frequent Ask reasons.

usage: scripts/agent_stats.py [--bin target/release/shanalyze] [--corpus ../shared/corpora/agent.jsonl.gz]
                              [--top 30] [--examples 2] [--code CODE]

Feeds every command of the corpus (one JSON object a line with a `command` field, gzip or
plain) to `shanalyze batch -` and prints the verdict shares, then the `--top` most frequent
Ask reasons as `count code message` (the same code with different messages is counted per
message, so table gaps such as "`foo` is not a command we know" show up one by one), with a
few example commands each. `--code` lists only the reasons with that code. The commands are
data: they are analysed, never run.
"""
import argparse
import collections
import gzip
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(here, "..", "target", "release", "shanalyze"))
ap.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpora", "agent.jsonl.gz"))
ap.add_argument("--top", type=int, default=30)
ap.add_argument("--examples", type=int, default=2)
ap.add_argument("--code", default=None)
a = ap.parse_args()

opener = gzip.open if a.corpus.endswith(".gz") else open
commands = []
with opener(a.corpus, "rt") as f:
    for line in f:
        line = line.strip()
        if not line:
            continue
        row = json.loads(line)
        cmd = row.get("command")
        if isinstance(cmd, str):
            commands.append(cmd)

inp = "".join(json.dumps({"command": c}) + "\n" for c in commands)
p = subprocess.run([a.bin, "batch", "-"], input=inp, capture_output=True, text=True)
outs = [l for l in p.stdout.splitlines() if l.strip()]
if len(outs) != len(commands):
    sys.exit(f"batch answered {len(outs)} of {len(commands)} (exit {p.returncode}): {p.stderr[:300]}")

verdicts = collections.Counter()
codes = collections.Counter()
reasons = collections.Counter()
examples = collections.defaultdict(list)
for cmd, o in zip(commands, outs):
    r = json.loads(o)
    v = r.get("verdict", "?")
    verdicts[v] += 1
    if v != "ask":
        continue
    seen = set()
    for reason in r.get("reasons", []):
        if reason.get("decision", "ask") not in ("ask", None) and "decision" in reason:
            continue
        code = reason["code"]
        if a.code and code != a.code:
            continue
        key = (code, reason.get("message", ""))
        if key in seen:
            continue
        if all(k[0] != code for k in seen):
            codes[code] += 1
        seen.add(key)
        reasons[key] += 1
        if len(examples[key]) < a.examples:
            examples[key].append(cmd.replace("\n", "\\n")[:140])

n = len(commands)
print(f"{n} commands: " + ", ".join(f"{k} {verdicts[k]} ({verdicts[k] / max(n, 1):.1%})" for k in ("allow", "ask", "deny")))
print(f"\nAsk reasons by code (commands with at least one):")
for code, count in codes.most_common(a.top):
    print(f"{count:6d}  {code}")
print(f"\ntop {a.top} Ask reasons (code, message, count):")
for (code, message), count in reasons.most_common(a.top):
    print(f"{count:6d}  {code:28s} {message}")
    for e in examples[(code, message)]:
        print(f"          e.g. {e}")
