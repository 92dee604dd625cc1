#!/usr/bin/env python3
"""How much of the public API is documented, from the symbol graphs the compiler writes.

    Scripts/doc-coverage.py [--minimum PERCENT] [--complete MODULE]... GRAPH_DIR...

Counts only the package's own declarations: a symbol must come from a file in the package, so the
members a conformance synthesizes (==, hash(into:), init(from:)) and those inherited from another
module's protocol extensions (!=, ..<) are left out. Prints, per module: the symbols that take
parameters and how many document all of them, the parameters documented, the abstracts, and the
types with a code listing. With --minimum, fails when a module documents the parameters of fewer
than PERCENT % of its symbols that take any, or when a protocol, or one of the main types, has no
code listing; it then lists what is missing. With --complete, every public symbol of MODULE must have
documentation of its own, or the check fails and lists those that have none.
"""
import json
import re
import sys
from pathlib import Path

# Types that must show a code listing besides every protocol: the ones a newcomer meets first.
MAIN_TYPES = {"NatureKit": {"Catalog", "Player", "Canvas", "ObjectRegistry"}, "NatureSystem": {"TerminalSession"}}
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor"}


def documented_parameters(lines):
    """The parameter names a doc comment documents: `- Parameter x:` and `- Parameters:` lists."""
    names, in_list = set(), False
    for line in lines:
        text = line.strip()
        single = re.match(r"- Parameter\s+(\S+?):", text)
        if single:
            names.add(single.group(1))
            in_list = False
        elif re.match(r"- Parameters:\s*$", text):
            in_list = True
        elif in_list and (entry := re.match(r"- (\S+?):", text)):
            names.add(entry.group(1))
        elif in_list and re.match(r"- (Returns|Throws)", text):
            in_list = False
    return names


def module_coverage(path):
    graph = json.loads(path.read_text())
    own = [
        symbol
        for symbol in graph["symbols"]
        if "location" in symbol and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]
    ]
    with_parameters, fully, parameters, parameters_documented, missing = 0, 0, 0, 0, []
    types, listed, unlisted = 0, 0, []
    abstracts, undocumented = 0, []
    for symbol in own:
        lines = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
        name = ".".join(symbol["pathComponents"])
        if lines and lines[0].strip():
            abstracts += 1
        else:
            undocumented.append(name)
        wanted = [parameter.get("internalName", parameter["name"]) for parameter in symbol.get("functionSignature", {}).get("parameters", [])]
        if wanted:
            documented = documented_parameters(lines)
            with_parameters += 1
            parameters += len(wanted)
            parameters_documented += sum(1 for parameter in wanted if parameter in documented)
            if all(parameter in documented for parameter in wanted):
                fully += 1
            else:
                missing.append(name)
        if symbol["kind"]["identifier"] in TYPE_KINDS:
            types += 1
            if any("```" in line for line in lines):
                listed += 1
            elif symbol["kind"]["identifier"] == "swift.protocol" or name in MAIN_TYPES.get(path.name.split(".")[0], ()):
                unlisted.append(name)
    return {
        "symbols": len(own),
        "abstracts": abstracts,
        "with_parameters": with_parameters,
        "fully": fully,
        "parameters": parameters,
        "parameters_documented": parameters_documented,
        "types": types,
        "listed": listed,
        "missing": sorted(missing),
        "unlisted": sorted(unlisted),
        "undocumented": sorted(undocumented),
    }


def percent(part, whole):
    return 100.0 if whole == 0 else 100.0 * part / whole


def main(arguments):
    minimum, complete = None, set()
    while arguments[:1] in (["--minimum"], ["--complete"]):
        if arguments[0] == "--minimum":
            minimum = float(arguments[1])
        else:
            complete.add(arguments[1])
        arguments = arguments[2:]
    graphs = sorted(
        path for directory in arguments for path in Path(directory).glob("*.symbols.json") if "@" not in path.name
    )
    if not graphs:
        sys.exit("doc-coverage.py: no symbol graphs in " + " ".join(arguments))
    print(
        f"{'module':<16}{'abstracts':>18}{'parameters documented (symbols)':>36}"
        f"{'parameters':>16}{'types with a listing':>24}"
    )
    failed = False
    for path in graphs:
        module = path.name.split(".")[0]
        c = module_coverage(path)
        symbols_ratio = percent(c["fully"], c["with_parameters"])
        print(
            f"{module:<16}"
            f"{c['abstracts']:>8}/{c['symbols']:<4} {percent(c['abstracts'], c['symbols']):3.0f}%"
            f"{c['fully']:>22}/{c['with_parameters']:<4} {symbols_ratio:5.1f}%"
            f"{c['parameters_documented']:>8}/{c['parameters']:<4}{percent(c['parameters_documented'], c['parameters']):3.0f}%"
            f"{c['listed']:>14}/{c['types']:<4} {percent(c['listed'], c['types']):3.0f}%"
        )
        if minimum is not None and (symbols_ratio < minimum or c["unlisted"]):
            failed = True
        for name in c["missing"]:
            print(f"  {module}: {name} does not document every parameter")
        for name in c["unlisted"]:
            print(f"  {module}: {name} has no code listing")
        if module in complete and c["undocumented"]:
            failed = True
            for name in c["undocumented"]:
                print(f"  {module}: {name} has no documentation")
    if failed:
        sys.exit(f"doc-coverage.py: below {minimum:g} % of symbols with their parameters documented, "
                 "a protocol or main type without a code listing, or an undocumented symbol where every one "
                 "must be documented")


if __name__ == "__main__":
    main(sys.argv[1:])
