#!/usr/bin/env python3
"""Rewrites a scenario's per-store set-up lines as one `setup { ... }` of rule-language statements (issue 39).

In every scenario of the files given (.scenario files, and the scenarios written in .md pages and Java text
blocks), the set-up lines that give a store its state become statements of one `setup { }` block, in their
order, at the place of the first of them; the other items (rules, players, board, turn, bag, rolls, moves,
expect, ...) stay as they are, in their order (those between two set-up lines follow the block: none of them
reads what a set-up statement writes, nor the other way round). One line for one or more statements:

  supply red follower 0            ->  set_supply(red, follower, 0)
  score red 6                      ->  set_score(red, 6)
  tokens red wine 2                ->  set_tokens(red, wine, 2)
  tokens red aim 3                 ->  set red.aim = 3                  (a counter per player: `var NAME per player`)
  in market: red follower, blue f  ->  put_in_zone(market, red, follower); put_in_zone(market, blue, f)
  in prison of blue: red follower  ->  put_in_zone_of(prison, blue, red, follower)
  neutral count in castle          ->  put_neutral(count, castle)
  neutral dragon at 3,0            ->  move dragon to tile_at(3, 0)
  tokens on 4,0: source 1, gold 2 for red
                                   ->  move 1 source to tile_at(4, 0); move 2 gold to tile_at(4, 0) for red
  tokens in bag: sheep 2, wolf 1   ->  move 2 sheep to bag; move 1 wolf to bag
  title king: red record 3         ->  move king to red; set_record(king, 3)
  title king: none record 4        ->  clear_title(king); set_record(king, 4)
  deck luck: double, third         ->  put_card(luck, double, 1); put_card(luck, third, 2)
  hand red: none                   ->  clear_hand(red)
  hand red: A, B                   ->  clear_hand(red); add_to_hand(red, A); add_to_hand(red, B)
  set aside A, B                   ->  put_aside(A); put_aside(B)

Which token names are counters is read from the rule files under rulesets/ and examples/rulesets/ and from the
file being rewritten (a test's own rule set). A file without such lines is left alone.

  python3 scenarios/tools/setup-as-statements.py FILE_OR_FOLDER...
"""
import os
import re
import sys

from rewrite_files import repo_root, rewrite_files

COUNTER = re.compile(r"\bvar\s+(\w+)\s+per\s+player\b")


def counters_in(root):
    out = set()
    for top in ("rulesets", "examples/rulesets"):
        for d, _, fs in os.walk(os.path.join(root, top)):
            for f in fs:
                if f.endswith(".rules"):
                    with open(os.path.join(d, f), encoding="utf-8") as h:
                        out |= set(COUNTER.findall(h.read()))
    return out


W = r"(\w+)"
N = r"(-?\d+)"
XY = r"(-?\d+)\s*,\s*(-?\d+)"


def pairs(text):
    return [p.strip() for p in text.split(",") if p.strip()]


def statements(item, counters):
    """The statements one set-up line stands for, or None when the line is no store set-up."""
    m = re.fullmatch(r"supply\s+" + W + r"\s+" + W + r"\s+" + N, item)
    if m:
        return [f"set_supply({m[1]}, {m[2]}, {m[3]})"]
    m = re.fullmatch(r"score\s+" + W + r"\s+" + N, item)
    if m:
        return [f"set_score({m[1]}, {m[2]})"]
    m = re.fullmatch(r"tokens\s+on\s+" + XY + r"\s*:\s*(.+)", item)
    if m:
        out = []
        for c in pairs(m[3]):
            t = re.fullmatch(W + r"\s+(\d+)(?:\s+for\s+" + W + ")?", c)
            if not t:
                raise ValueError("cannot read '" + c + "' in: " + item)
            out.append(f"move {t[2]} {t[1]} to tile_at({m[1]}, {m[2]})" + (f" for {t[3]}" if t[3] else ""))
        return out
    m = re.fullmatch(r"tokens\s+in\s+" + W + r"\s*:\s*(.+)", item)
    if m:
        out = []
        for c in pairs(m[2]):
            t = re.fullmatch(W + r"\s+(\d+)(?:\s+for\s+" + W + ")?", c)
            if not t:
                raise ValueError("cannot read '" + c + "' in: " + item)
            out.append(f"move {t[2]} {t[1]} to {m[1]}" + (f" for {t[3]}" if t[3] else ""))
        return out
    m = re.fullmatch(r"tokens\s+" + W + r"\s+" + W + r"\s+" + N, item)
    if m:
        return [f"set {m[1]}.{m[2]} = {m[3]}" if m[2] in counters else f"set_tokens({m[1]}, {m[2]}, {m[3]})"]
    m = re.fullmatch(r"in\s+" + W + r"(?:\s+of\s+" + W + r")?\s*:\s*(.+)", item)
    if m:
        out = []
        for c in pairs(m[3]):
            p, f = c.split()
            out.append(f"put_in_zone_of({m[1]}, {m[2]}, {p}, {f})" if m[2] else f"put_in_zone({m[1]}, {p}, {f})")
        return out
    m = re.fullmatch(r"neutral\s+" + W + r"\s+in\s+" + W, item)
    if m:
        return [f"put_neutral({m[1]}, {m[2]})"]
    m = re.fullmatch(r"neutral\s+" + W + r"\s+at\s+" + XY, item)
    if m:
        return [f"move {m[1]} to tile_at({m[2]}, {m[3]})"]
    m = re.fullmatch(r"set\s+aside\s+(.+)", item)
    if m:
        return [f"put_aside({t})" for t in pairs(m[1])]
    m = re.fullmatch(r"hand\s+" + W + r"\s*:\s*(.+)", item)
    if m:
        tiles = pairs(m[2])
        return [f"clear_hand({m[1]})"] + ([] if tiles == ["none"] else [f"add_to_hand({m[1]}, {t})" for t in tiles])
    m = re.fullmatch(r"title\s+" + W + r"\s*:\s*" + W + r"(?:\s+record\s+" + N + ")?", item)
    if m:
        out = [f"clear_title({m[1]})" if m[2] == "none" else f"move {m[1]} to {m[2]}"]
        return out + ([f"set_record({m[1]}, {m[3]})"] if m[3] is not None else [])
    m = re.fullmatch(r"deck\s+" + W + r"\s*:\s*(.+)", item)
    if m:
        return [f"put_card({m[1]}, {c}, {i + 1})" for i, c in enumerate(pairs(m[2]))]
    return None


def split_comment(line):
    i = line.find("//")
    return (line, "") if i < 0 else (line[:i], line[i:])


def rewrite(text, counters):
    counters = counters | set(COUNTER.findall(text))
    lines = text.split("\n")
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not re.match(r'\s*scenario\s+"', line) or "{" not in split_comment(line)[0]:
            out.append(line)
            i += 1
            continue
        # one scenario: the lines up to its closing brace
        depth, j, body = 0, i, []
        while j < len(lines):
            code = re.sub(r'"(\\.|[^"\\])*"', '""', split_comment(lines[j])[0])   # braces in strings do not count
            before = depth
            depth += code.count("{") - code.count("}")
            body.append((lines[j], before))
            j += 1
            if depth <= 0:
                break
        out.extend(rewrite_scenario(body, counters))
        i = j
    return "\n".join(out)


def rewrite_scenario(body, counters):
    """body: (line, depth before it); the set-up lines are at depth 1, alone on their line."""
    found = []   # (index, statements, comment)
    for k, (line, depth) in enumerate(body):
        if depth != 1 or k == 0:
            continue
        code, comment = split_comment(line)
        st = statements(code.strip(), counters) if code.strip() else None
        if st:
            found.append((k, st, comment))
    if not found:
        return [b[0] for b in body]
    first, last = found[0][0], found[-1][0]
    indent = re.match(r"\s*", body[first][0]).group(0)
    inner = indent + "  "
    block, after = [], []
    at = {k: (st, c) for k, st, c in found}
    for k in range(first, last + 1):
        line = body[k][0]
        if k in at:
            st, comment = at[k]
            for n, s in enumerate(st):
                block.append(inner + s + ("  " + comment if comment and n == len(st) - 1 else ""))
        elif not line.strip() or line.strip().startswith("//"):
            block.append(inner + line.strip() if line.strip() else "")
        else:
            after.append(line)
    stmts = [b for b in block if b.strip()]
    if len(stmts) == 1 and "//" not in stmts[0] and len(block) == 1:
        setup = [indent + "setup { " + stmts[0].strip() + " }"]
    else:
        setup = [indent + "setup {"] + block + [indent + "}"]
    return [b[0] for b in body[:first]] + setup + after + [b[0] for b in body[last + 1:]]


def main(paths):
    root = repo_root()
    counters = counters_in(root)
    rewrite_files(paths, lambda text: rewrite(text, counters))


if __name__ == "__main__":
    main(sys.argv[1:])
