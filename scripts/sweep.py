#!/usr/bin/env python3
"""Real-world sweep: every command of ../shared/corpora/*.jsonl.gz through `shanalyze batch`.

Checks that every command is answered (no panic, one report per line) and, on the commands
`bash -n` accepts, counts parse-error findings (`opaque.parse-error` anywhere in the
report; target: at most 0.5%). Also counts `opaque.unknown-node` and `limit.*` findings.
The remaining parse errors are grouped by a likely cause (a heuristic over the command
text) with examples, so the tree-sitter-bash gaps can be reviewed.

usage: scripts/sweep.py [--bin target/release/shanalyze] [--corpora DIR] [--show N]
                        [--json OUT] [--list CAUSE]
Build first: cargo build --release. The commands are only fed to shanalyze, never run.
Not run in CI (it reads ../shared, which is not part of the repository).
"""
import argparse
import collections
import glob
import gzip
import json
import os
import re
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(here, "..", "target", "release", "shanalyze"))
ap.add_argument("--corpora", default=os.path.join(here, "..", "..", "shared", "corpora"))
ap.add_argument("--show", type=int, default=3, help="examples per cause")
ap.add_argument("--json", help="write every flagged command with its cause to this file")
ap.add_argument("--list", help="print every parse-error command of this cause")
a = ap.parse_args()

# (cause, pattern): first match wins. Heuristics over the command text, for grouping only.
CAUSES = [
    ("lone backslash at the end", re.compile(r"(^|[^\\])(\\\\)*\\\s*$")),
    ("escaped blank between words (\\ then blanks)", re.compile(r"(^|\s)\\[ \t]")),
    ("heredoc with an indented delimiter line", re.compile(r"<<-?\s*['\"]?(\w+)['\"]?[^\n]*\n(.*\n)*[ \t]+\1\b")),
    ("smart quotes", re.compile(r"[\u2018\u2019\u201c\u201d]")),
    ("not shell (REPL/keys/prose)", re.compile(r"^\s*(>>>|\$ |mysql>|sqlite>|Ctrl|<Ctrl|<Alt|[A-Z][a-z]+ [a-z]+ [a-z]+ [a-z]+\.?$)")),
    ("heredoc", re.compile(r"<<-?\s*['\"]?\w")),
    ("case statement", re.compile(r"\bcase\b.*\bin\b")),
    ("arithmetic $(( )) / (( ))", re.compile(r"\$\(\(|\(\(")),
    ("[[ =~ regex ]]", re.compile(r"=~")),
    ("[[ ]] test", re.compile(r"\[\[")),
    ("extglob / special pattern", re.compile(r"[!@+*?]\(")),
    ("brace expansion", re.compile(r"\{[^}]*(,|\.\.)[^}]*\}")),
    ("parameter expansion ${...}", re.compile(r"\$\{[^}]*[#%/:^,@]")),
    ("nested quotes in $( )", re.compile(r"\$\([^)]*[\"'][^)]*\)")),
    ("backticks", re.compile(r"`")),
    ("array", re.compile(r"\w=\(|\[@\]|\[\*\]")),
    ("process substitution", re.compile(r"[<>]\(")),
    ("line continuation", re.compile(r"\\\n")),
    ("ANSI-C $'..'", re.compile(r"\$'")),
    ("redirect form", re.compile(r"&>|>&|<>|>\||\d<")),
    ("comment / #", re.compile(r"#")),
    ("escaped character", re.compile(r"\\.")),
]


def cause_of(command):
    for name, pattern in CAUSES:
        if pattern.search(command):
            return name
    return "other"


def codes(report):
    out = [r["code"] for r in report.get("reasons", [])]
    for inv in report.get("invocations", []):
        out.extend(r["code"] for r in inv.get("reasons", []))
    return out


def run_batch(commands):
    """One `batch` process over the commands; on a crash, bisect to the culprits."""
    inp = "".join(json.dumps({"command": c}) + "\n" for c in commands).encode()
    p = subprocess.run([a.bin, "batch", "-"], input=inp, capture_output=True)
    lines = p.stdout.decode().splitlines()
    if p.returncode == 0 and len(lines) == len(commands):
        return [json.loads(l) for l in lines], []
    if len(commands) == 1:
        return [None], [(commands[0], p.returncode, p.stderr.decode()[-400:])]
    mid = len(commands) // 2
    r1, f1 = run_batch(commands[:mid])
    r2, f2 = run_batch(commands[mid:])
    return r1 + r2, f1 + f2


files = sorted(f for f in glob.glob(os.path.join(a.corpora, "*.jsonl.gz")) if "oracle" not in f)
if not files:
    sys.exit(f"no corpora under {a.corpora}")
total = collections.Counter()
groups = collections.defaultdict(list)
unknown_groups = collections.Counter()
unknown_examples = {}
flagged = []
crashes = []
print(f"{'corpus':<10} {'commands':>9} {'answered':>9} {'allow':>7} {'ask':>7} {'deny':>6} "
      f"{'bash -n ok':>10} {'parse err':>9} {'rate':>7} {'unknown':>8} {'limit':>6} {'seconds':>8}")
for path in files:
    name = os.path.basename(path).split(".")[0]
    rows = [json.loads(l) for l in gzip.open(path, "rt")]
    commands = [r["command"] for r in rows]
    started = time.monotonic()
    reports, crashed = run_batch(commands)
    seconds = time.monotonic() - started
    crashes.extend(crashed)
    c = collections.Counter()
    for row, rep in zip(rows, reports):
        c["commands"] += 1
        if rep is None:
            continue
        c["answered"] += 1
        c[rep["verdict"]] += 1
        cs = codes(rep)
        ok = row.get("bash_n_ok", False)
        c["bash_ok"] += ok
        if ok and "opaque.parse-error" in cs:
            c["parse_error"] += 1
            cause = cause_of(row["command"])
            groups[cause].append(row["command"])
            flagged.append({"corpus": name, "kind": "parse-error", "cause": cause, "command": row["command"]})
        if ok and "opaque.unknown-node" in cs:
            c["unknown"] += 1
            for inv_reason in rep.get("reasons", []):
                if inv_reason["code"] == "opaque.unknown-node":
                    key = re.sub(r" in .*", "", inv_reason["message"])
                    unknown_groups[key] += 1
                    unknown_examples.setdefault(key, row["command"])
            flagged.append({"corpus": name, "kind": "unknown-node", "command": row["command"]})
        if any(x.startswith("limit.") for x in cs):
            c["limit"] += 1
    total.update(c)
    rate = 100.0 * c["parse_error"] / max(c["bash_ok"], 1)
    print(f"{name:<10} {c['commands']:>9} {c['answered']:>9} {c['allow']:>7} {c['ask']:>7} {c['deny']:>6} "
          f"{c['bash_ok']:>10} {c['parse_error']:>9} {rate:>6.2f}% {c['unknown']:>8} {c['limit']:>6} {seconds:>8.1f}")
rate = 100.0 * total["parse_error"] / max(total["bash_ok"], 1)
print(f"{'all':<10} {total['commands']:>9} {total['answered']:>9} {total['allow']:>7} {total['ask']:>7} "
      f"{total['deny']:>6} {total['bash_ok']:>10} {total['parse_error']:>9} {rate:>6.2f}% {total['unknown']:>8} "
      f"{total['limit']:>6}")
print()
print(f"crashes (no answer): {len(crashes)}")
for command, code, err in crashes[:20]:
    print(f"  exit {code}: {command[:200]!r}\n    {err.strip()[:300]}")
print()
print("parse errors on commands bash -n accepts, by likely cause:")
for cause, cmds in sorted(groups.items(), key=lambda kv: -len(kv[1])):
    print(f"  {len(cmds):>5}  {cause}")
    for cmd in cmds[: a.show]:
        print(f"         {cmd[:160]!r}")
if unknown_groups:
    print()
    print("unreviewed syntax (opaque.unknown-node) on commands bash -n accepts:")
    for key, n in unknown_groups.most_common():
        print(f"  {n:>5}  {key}   e.g. {unknown_examples[key][:120]!r}")
if a.list:
    print()
    for cmd in groups.get(a.list, []):
        print(repr(cmd))
if a.json:
    with open(a.json, "w") as out:
        json.dump(flagged, out, indent=1)
ok = not crashes and total["answered"] == total["commands"] and rate <= 0.5
print()
print("PASS" if ok else "FAIL", f"answered {total['answered']}/{total['commands']}, parse-error rate {rate:.2f}% (target <= 0.5%)")
sys.exit(0 if ok else 1)
