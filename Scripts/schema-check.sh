#!/usr/bin/env bash
# `nature-cli schema` checked with a real validator (`jsonschema` from PyPI, in .build-venv): the shipped
# catalog and the valid seed catalogs pass it, and at least 80 % of the hostile corpus that parses as JSON
# fails it. The corpus has one copy, in the end-to-end tests, which write it out when asked.
#
#   Scripts/schema-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests >&2
cli="$(swift build --show-bin-path)/nature-cli"
out=.build/schema-check
rm -rf "$out" && mkdir -p "$out"
"$cli" schema >"$out/catalog.schema.json"
NATUREKIT_HOSTILE_CATALOGS="$PWD/$out/hostile" swift test --skip-build --filter 'HostileCatalogTests/exportCorpus' >&2

venv=.build-venv
if ! "$venv/bin/python" -c 'import jsonschema' 2>/dev/null; then
    [[ -x $venv/bin/python ]] || python3 -m venv "$venv" || {
        echo "schema-check.sh: python3 -m venv failed; install python3-venv (apt-get install python3-venv)" >&2
        exit 69
    }
    "$venv/bin/pip" install --quiet jsonschema
fi
"$venv/bin/python" Tests/CatalogSchema/check_schema.py "$out/catalog.schema.json" Resources/objects.json \
    "$out/hostile" Fuzz/corpus-seed/valid-*.json
