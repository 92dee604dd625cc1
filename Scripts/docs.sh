#!/usr/bin/env bash
# Builds the DocC documentation of NatureKit, NatureSystem and NatureKitTesting with the toolchain's own
# docc, from the symbol graphs the compiler emits while building them: no plugin package, nothing to download.
#
#   Scripts/docs.sh [--coverage]
#
# Fails when a code listing in a catalog is not copied from code that is compiled (the example packages
# in Examples/, or the README snippet test), and on every docc warning: a symbol link that does not
# resolve, a documented parameter list that misses a parameter. --coverage also measures the reference
# documentation of both libraries (Scripts/doc-coverage.py), counting only our own declarations, and
# fails when fewer than 95 % of the symbols that take parameters document them all, when a protocol or
# a main type has no code listing, or when a public symbol of NatureSystem has no documentation at all.
# The archives are written to .build-docs/NatureKit.doccarchive and .build-docs/NatureSystem.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

coverage=0
if [[ ${1:-} == --coverage ]]; then
    coverage=1
    shift
fi
minimum_parameter_coverage=95
modules=(NatureKit NatureSystem NatureKitTesting)
scratch=.build-docs
graphs=$PWD/$scratch/symbol-graphs

step() { printf '\n== %s\n' "$*"; }
fail() {
    printf 'docs.sh: %s\n' "$*" >&2
    exit 1
}

for module in "${modules[@]}"; do
    [[ -d Sources/$module/$module.docc ]] || fail "no documentation catalog at Sources/$module/$module.docc"
done

# docc: on PATH; from Xcode on macOS; else next to the real swift binary. Linux has no xcrun, and the
# toolchain's bin directory is often not on PATH, only a link to its swift.
find_docc() {
    if command -v docc; then return; fi
    if command -v xcrun >/dev/null && xcrun --find docc 2>/dev/null; then return; fi
    local candidate
    candidate=$(dirname "$(readlink -f "$(command -v swift)")")/docc
    if [[ -x $candidate ]]; then
        echo "$candidate"
        return
    fi
    # A toolchain manager's proxy (swiftly) is not the toolchain: ask the compiler where it lives.
    candidate=$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": *"\(.*\)\/lib\/swift".*/\1/p')/bin/docc
    if [[ -x $candidate ]]; then
        echo "$candidate"
        return
    fi
    return 1
}
docc=$(find_docc) || fail "cannot find docc; it ships with Swift 5.6 and later toolchains"

step "code listings are copied from compiled code"
# Each ```swift or ```json listing must appear, line for line (indentation aside), in one of these files.
sources=(Tests/NatureKitTests/ReadmeSnippetTests.swift)
while IFS= read -r file; do sources+=("$file"); done < <(
    find Examples -path '*/.build' -prune -o \( -name Package.swift -o -path '*/Sources/*' -o -path '*/Tests/*' \) \
        -type f -print | sort)
normalized() { printf '\n%s\n' "$(sed 's/^[[:space:]]*//' "$1")"; }
listings=$(mktemp -d)
trap 'rm -rf "$listings"' EXIT
for page in Sources/Nature{Kit,System,KitTesting}/*.docc/*.md; do
    awk -v dir="$listings" -v page="$(basename "$page")" '
        /^```(swift|json)[[:space:]]*$/ { n++; file = sprintf("%s/%s:%d", dir, page, NR + 1); inside = 1; next }
        /^```/ { inside = 0; next }
        inside { print > file }
    ' "$page"
done
missing=0
for listing in "$listings"/*; do
    [[ -e $listing ]] || continue
    block=$(normalized "$listing")
    found=0
    for file in "${sources[@]}"; do
        if [[ $(normalized "$file") == *"$block"* ]]; then
            found=1
            break
        fi
    done
    if ((found == 0)); then
        printf '%s: the listing starting here is not in Examples/ or the README snippet test\n' \
            "$(basename "$listing")" >&2
        missing=1
    fi
done
((missing == 0)) || fail "copy listings from the example's code, so that they are known to compile"
echo "$(find "$listings" -type f | wc -l | tr -d ' ') listings found in compiled code"

step "symbol graphs of NatureKit and NatureSystem"
rm -rf "$graphs"
mkdir -p "$graphs"
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
# The compiler writes a graph while it emits the module, which an up-to-date build skips: remove the
# modules, so that the graphs always match the sources.
for module in "${modules[@]}"; do rm -rf "$bin/Modules/$module.swiftmodule" "$bin/$module.swiftmodule"; done
for target in NatureSystem NatureKitTesting; do
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -emit-extension-block-symbols -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
done
for module in "${modules[@]}"; do
    [[ -f $graphs/$module.symbols.json ]] || fail "the build wrote no symbol graph for $module to $graphs"
done

if ((coverage)); then
    step "reference coverage: our own symbols, synthesized members left out"
    python3 Scripts/doc-coverage.py --minimum "$minimum_parameter_coverage" --complete NatureSystem "$graphs"
fi

for module in "${modules[@]}"; do
    # Each archive documents one module: its own graph and its extensions of other modules.
    module_graphs=$PWD/$scratch/symbol-graphs-$module
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    for graph in "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json; do
        if [[ -e $graph ]]; then cp "$graph" "$module_graphs"/; fi
    done
    archive=$scratch/$module.doccarchive
    step "docc convert $module ($docc)"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.naturekit.$module" \
        --warnings-as-errors
    echo "documentation archive: $archive"
done
