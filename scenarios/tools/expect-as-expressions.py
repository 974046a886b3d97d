#!/usr/bin/env python3
"""Rewrites a scenario's per-store expectations as expressions of the rule language (issue 39).

Inside every `expect { ... }` block of the files given (.scenario files, and the scenarios written in
.md pages and Java tests), one line for one line, nothing else touched:

  tokens red wine == 2          ->  red.tokens(wine) == 2       (a token the player holds)
  tokens red tunnel == 1        ->  red.links(tunnel) == 1      (a link: `piece NAME { on ends ... }`)
  tokens red aim == 3           ->  red.aim == 3                (a counter per player: `var NAME per player`)
  neutral count in market       ->  where_is(count) == market
  neutral dragon at 6,0         ->  tile_of(dragon) == tile_at(6, 0)
  neutral dragon at none        ->  not on_board(dragon)
  title king: red record 3      ->  count(holders(king) where it == red) == 1 and record(king) == 3
  title king: none              ->  count(holders(king)) == 0
  game over                     ->  over
  not game over                 ->  not over
  remaining == 3                    (already an expression: unchanged)

Which token names are links or counters is read from the rule files under rulesets/ and examples/rulesets/ and from the
file being rewritten (a test's own rule set). Set-up lines (outside `expect`) are left alone.

  python3 scenarios/tools/expect-as-expressions.py FILE_OR_FOLDER...
"""
import os
import re
import sys

from rewrite_files import repo_root, rewrite_files

LINK = re.compile(r"\bpiece\s+(\w+)\s*\{[^}]*\bon\s+ends\b")
COUNTER = re.compile(r"\bvar\s+(\w+)\s+per\s+player\b")


def declared(text):
    return set(LINK.findall(text)), set(COUNTER.findall(text))


def rules_declarations(root):
    links, counters = set(), set()
    for d, _, fs in [w for top in ("rulesets", "examples/rulesets") for w in os.walk(os.path.join(root, top))]:
        for f in fs:
            if f.endswith(".rules"):
                with open(os.path.join(d, f), encoding="utf-8") as h:
                    l, c = declared(h.read())
                links |= l
                counters |= c
    return links, counters


SP = r"[ \t]+"


def rewrite_block(block, links, counters):
    def tokens(m):
        p, t, n = m.group(1), m.group(2), m.group(3)
        if t in counters:
            return f"{p}.{t} == {n}"
        if t in links:
            return f"{p}.links({t}) == {n}"
        return f"{p}.tokens({t}) == {n}"

    def title(m):
        t, holder, record = m.group(1), m.group(2), m.group(3)
        out = f"count(holders({t})) == 0" if holder == "none" else f"count(holders({t}) where it == {holder}) == 1"
        return out + (f" and record({t}) == {record}" if record else "")

    def neutral_at(m):
        f, where = m.group(1), m.group(2)
        if where == "none":
            return f"not on_board({f})"
        x, y = [s.strip() for s in where.split(",")]
        return f"tile_of({f}) == tile_at({x}, {y})"

    block = re.sub(r"\btokens" + SP + r"(\w+)" + SP + r"(\w+)" + SP + r"==" + SP + r"(-?\d+)", tokens, block)
    block = re.sub(r"\bneutral" + SP + r"(\w+)" + SP + r"in" + SP + r"(\w+)", r"where_is(\1) == \2", block)
    block = re.sub(r"\bneutral" + SP + r"(\w+)" + SP + r"at" + SP + r"(none|-?\d+[ \t]*,[ \t]*-?\d+)", neutral_at, block)
    block = re.sub(r"\btitle" + SP + r"(\w+):[ \t]*(\w+)(?:" + SP + r"record" + SP + r"(\d+))?", title, block)
    block = re.sub(r'(^|\{|\\n|")([ \t]*)not[ \t]+game[ \t]+over\b', r"\1\2not over", block, flags=re.M)
    block = re.sub(r'(^|\{|\\n|")([ \t]*)game[ \t]+over\b', r"\1\2over", block, flags=re.M)
    return block


def rewrite(text, links, counters):
    l, c = declared(text)
    links, counters = links | l, counters | c
    out, i = [], 0
    for m in re.finditer(r"\bexpect\s*\{", text):
        if m.start() < i:
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append(text[i:m.end()])
        out.append(rewrite_block(text[m.end():j], links, counters))
        i = j
    out.append(text[i:])
    return "".join(out)


def main(paths):
    root = repo_root()
    links, counters = rules_declarations(root)
    rewrite_files(paths, lambda text: rewrite(text, links, counters))


if __name__ == "__main__":
    main(sys.argv[1:])
