#!/usr/bin/env bash
# Makes the fuzz test's seed inputs again from the shipped files: one input per
# rule, tile and scenario file, its first line a comment naming the kind. Findings
# (crash-*, timeout-* files Jazzer writes) stay in the folder.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
out=interpreter/src/test/resources/org/tilerules/fuzz/FrontEndFuzzTestInputs/frontEnd
mkdir -p "$out"
rm -f "$out"/seed-*
for f in rulesets/*/*.rules; do { echo "// rules"; cat "$f"; } > "$out/seed-rules-$(basename "$(dirname "$f")")-$(basename "$f" .rules)"; done
for f in tiles/*.tiles; do { echo "// tiles"; cat "$f"; } > "$out/seed-tiles-$(basename "$f" .tiles)"; done
for f in $(find scenarios -name '*.scenario' | sort); do
  n=$(echo "${f#scenarios/}" | tr '/' '-'); { echo "// scenario"; cat "$f"; } > "$out/seed-scenario-${n%.scenario}"
done
ls "$out" | wc -l
