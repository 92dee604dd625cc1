#!/usr/bin/env bash
# Puts nature-cli on your PATH: builds the fast release binary (the Swift runtime linked in, so it starts
# in about 3 ms; see docs/Performance.md) and copies it to ~/.local/bin, then says where it went.
#
#   bash Scripts/install.sh                     build, and install ~/.local/bin/nature-cli
#   bash Scripts/install.sh --prefix DIR        install DIR/bin/nature-cli instead
#   bash Scripts/install.sh --uninstall         remove it, and the completions and manual page that the
#                                               README's set-up put beside it
#   bash Scripts/install.sh --print-build-flags print the `swift build -c release` flags it builds with,
#                                               one a line (Scripts/bench.sh times that build)
#
# The binary holds its catalog, so the clone can go once it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'
}

prefix="$HOME/.local"
uninstall=false
print_build_flags=false
while (($#)); do
    case $1 in
        --prefix)
            [[ $# -ge 2 && -n $2 ]] || { echo "install.sh: --prefix needs a folder: --prefix DIR" >&2; exit 64; }
            prefix=$2
            shift 2
            ;;
        --prefix=?*) prefix=${1#*=}; shift ;;
        --uninstall) uninstall=true; shift ;;
        --print-build-flags) print_build_flags=true; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "install.sh: unknown option '$1'; see 'bash Scripts/install.sh --help'" >&2; exit 64 ;;
    esac
done
# macOS ships the Swift runtime in the system, and links it dynamically whatever the flag says.
build_flags=(--static-swift-stdlib)
[[ $(uname -s) == Darwin ]] && build_flags=()
# On Linux the program is linked at a fixed address (not position-independent): the loader then has no
# relocations to write into its pages before `main`, which is most of what the runtime linked in costs a
# start. docs/Performance.md has the figures and what it gives up. Nor does it carry a search path for
# libraries beside itself ($ORIGIN): it has none there, and the loader would look for each of the four
# system libraries in that folder first, about thirty failed calls at every start.
[[ $(uname -s) == Linux ]] && build_flags+=(-Xswiftc -Xclang-linker -Xswiftc -no-pie --disable-local-rpath)
# Two more on Linux, each measured on `random` against the build without it (docs/Performance.md): the
# program reaches the metadata of a type such as `[AnimalObject]` through a call handed what it needs, not
# through the type's mangled name, which the runtime demangles at the first use and checks against every
# conformance in the program; and it exports none of its own symbols to the loader, whose `dladdr`, called
# by the runtime before `main` to find its own folder, otherwise steps through all 2,600 of them. The
# first is an undocumented frontend option, so it is given only to a compiler that lists it.
if [[ $(uname -s) == Linux ]]; then
    accessor_flag=-disable-concrete-type-metadata-mangled-name-accessors
    if swiftc -frontend -help-hidden 2>/dev/null | grep -q -e "$accessor_flag"; then
        build_flags+=(-Xswiftc -Xfrontend -Xswiftc "$accessor_flag")
    fi
    build_flags+=(-Xlinker --no-export-dynamic)
fi
if $print_build_flags; then
    printf '%s\n' "${build_flags[@]}"
    exit 0
fi

bin="$prefix/bin"
target="$bin/nature-cli"

if $uninstall; then
    removed=0
    if [[ -e $target ]]; then
        rm -f "$target"
        echo "removed $target"
        removed=1
    fi
    # Where the README's set-up writes the completions and the manual page, or under another prefix where
    # a system keeps them; each is removed only if nature-cli generated it (its first lines say so), so
    # that nothing else of that name is touched.
    if [[ $prefix == "$HOME/.local" ]]; then
        shells=("$HOME/.zsh/completions/_nature-cli" "${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions/nature-cli.fish")
    else
        shells=("$prefix/share/zsh/site-functions/_nature-cli" "$prefix/share/fish/vendor_completions.d/nature-cli.fish")
    fi
    for file in "$prefix/share/bash-completion/completions/nature-cli" "${shells[@]}" \
        "$prefix/share/man/man1/nature-cli.1"; do
        if [[ -f $file ]] && head -n 3 "$file" | grep -q -e '--generate-completion-script' -e '--generate-manual'; then
            rm -f "$file"
            echo "removed $file"
            removed=1
        fi
    done
    ((removed)) || echo "nothing to remove: $target is not there"
    # Shell start-up files are yours: they are never edited, only named, with each line that mentions
    # nature-cli, so that you can take it out. The README's fallback completion line is guarded by
    # `command -v nature-cli`, so left in place it does nothing.
    for file in "$HOME/.bashrc" "$HOME/.bash_profile" "$HOME/.profile" "${ZDOTDIR:-$HOME}/.zshrc" \
        "${XDG_CONFIG_HOME:-$HOME/.config}/fish/config.fish"; do
        [[ -f $file ]] || continue
        while IFS= read -r line; do
            echo "left in $file, line ${line%%:*}: ${line#*:}"
        done < <(grep -n -F 'nature-cli' "$file" || true)
    done
    exit 0
fi

# The toolchain's own static FoundationEssentials calls mktemp, and the linker warns of it on every static
# build; nature-cli never reaches that call, so the warning is harmless and left out, with a note saying so.
filter_linker_warning() {
    local line noted=false
    while IFS= read -r line; do
        if [[ $line == *"mktemp' is dangerous"* || $line == *'mktemp` is dangerous'* ]]; then
            $noted || echo "(a linker warning about mktemp in the toolchain's FoundationEssentials left out: harmless)"
            noted=true
        else
            printf '%s\n' "$line"
        fi
    done
}
swift build -c release "${build_flags[@]}" --product nature-cli 2>&1 | filter_linker_warning
built="$(swift build -c release "${build_flags[@]}" --show-bin-path)/nature-cli"
mkdir -p "$bin"
# Copied beside the target and renamed over it, so that a nature-cli running from there is not disturbed.
cp "$built" "$target.installing"
chmod 755 "$target.installing"
mv -f "$target.installing" "$target"
echo "installed $target"
case ":$PATH:" in
    *":$bin:"*) echo "$bin is on your PATH: run nature-cli" ;;
    *)
        echo "$bin is not on your PATH yet; add this line to ~/.bashrc or ~/.zshrc, then open a new shell:"
        echo "    export PATH=\"$bin:\$PATH\""
        ;;
esac
again=""
[[ $prefix != "$HOME/.local" ]] && again=" --prefix $(printf '%q' "$prefix")"
echo "to remove it: bash Scripts/install.sh --uninstall$again"
