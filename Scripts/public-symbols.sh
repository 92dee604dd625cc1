#!/usr/bin/env bash
# Counts each library's public symbols of its own, as `swift package dump-symbol-graph
# --skip-synthesized-members` lists them: every public or open symbol the module declares, its members
# and default implementations included; not what it inherits from other modules.
#
#   bash Scripts/public-symbols.sh            # one line per library: the count and the top-level types
#   bash Scripts/public-symbols.sh --list     # also every symbol, by its path
set -euo pipefail
cd "$(dirname "$0")/.."
list=0
[[ ${1:-} == --list ]] && list=1
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
folder="$(swift build --show-bin-path)/../symbolgraph"
for module in NatureKit NatureSystem NatureKitTesting; do
    python3 - "$folder/$module.symbols.json" "$module" "$list" <<'PY'
import json, sys
path, module, listing = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
symbols = [s for s in json.load(open(path))["symbols"] if s["accessLevel"] in ("public", "open")]
top = sorted({s["pathComponents"][0] for s in symbols})
print(f"{module}: {len(symbols)} public symbols in {len(top)} top-level names")
if listing:
    for name in sorted(".".join(s["pathComponents"]) for s in symbols):
        print("  " + name)
PY
done
