#!/usr/bin/env python3
"""Append corpus cases from a compact TSV-ish spec on stdin.

Each case: a line `FILE | NAME | VERDICT CODES | WHY` followed by the command on the next
line(s) up to a line `.` alone. Appends to corpus/FILE.txt. A developer tool, not used by tests.
"""
import sys, os
lines = sys.stdin.read().split("\n")
i = 0
out = {}
while i < len(lines):
    if not lines[i].strip():
        i += 1
        continue
    head = [p.strip() for p in lines[i].split(" | ")]
    f, name, expect, why = head[0], head[1], head[2], head[3]
    i += 1
    cmd = []
    while lines[i] != ".":
        cmd.append(lines[i]); i += 1
    i += 1
    out.setdefault(f, []).append(f"=== {name}\n" + "\n".join(cmd) + f"\n---\n{expect}\nwhy: {why}\n")
for f, cases in out.items():
    path = os.path.join("corpus", f + ".txt")
    existing = open(path).read().rstrip() + "\n\n" if os.path.exists(path) else ""
    open(path, "w").write(existing + "\n".join(cases))
    print(f"{path}: +{len(cases)}")
