#!/usr/bin/env python3
"""Sort the entries of every `pub const COMMANDS: &[Spec] = &[ ... ];` table by name.

usage: tools/sort_tables.py src/knowledge/*.rs   (then `cargo fmt`). Entries are split at
top-level commas (brackets, strings and char literals respected). A developer tool.
"""
import re, sys

def split_entries(body):
    entries, depth, cur, i, in_str = [], 0, "", 0, False
    while i < len(body):
        c = body[i]
        if in_str:
            cur += c
            if c == "\\":
                cur += body[i + 1]; i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True; cur += c
        elif c == "'" and i + 2 < len(body) and (body[i + 2] == "'" or (body[i + 1] == "\\" and body[i + 3] == "'")):
            end = body.index("'", i + 2 if body[i + 1] != "\\" else i + 3)
            cur += body[i:end + 1]; i = end
        elif c in "([{":
            depth += 1; cur += c
        elif c in ")]}":
            depth -= 1; cur += c
        elif c == "," and depth == 0:
            entries.append(cur); cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        entries.append(cur)
    return entries

def name_of(entry):
    m = re.search(r'\(\s*"((?:[^"\\]|\\.)*)"', entry)
    return m.group(1) if m else ""

for path in sys.argv[1:]:
    src = open(path).read()
    m = re.search(r"pub const COMMANDS: &\[Spec\] = &\[\n", src)
    if not m:
        continue
    start = m.end()
    end = src.index("\n];\n", start) + 1
    body = src[start:end]
    i = end + 1
    entries = [e.strip() for e in split_entries(body) if e.strip()]
    entries.sort(key=lambda e: name_of(e).encode())
    new = "".join(f"    {e},\n" for e in entries)
    open(path, "w").write(src[:start] + new + src[i - 1:])
    print(f"{path}: {len(entries)} entries")
