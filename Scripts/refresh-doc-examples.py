#!/usr/bin/env python3
"""Rewrites the output of every runnable example in README.md and docs/*.md with what the program prints now.

An example is a fenced block with no language whose first line starts with `$ ` (the convention
DocumentationExampleTests.swift checks). Each command runs in bash in a new empty folder, as the test runs it,
with the built `nature-cli` first on PATH; files a document shows under `<!-- file: NAME -->` are written
there first. The listings that the article "Making objects move" quotes from the Fireflies example's output are
copied again from Examples/Fireflies/expected-output.txt (write that first, as docs/Contributing.md says). Run
it after a change that alters what an example prints, read the diff, and commit both:

    swift build && python3 Scripts/refresh-doc-examples.py [DOCUMENT ...]
"""
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build", "debug")
if not os.path.exists(os.path.join(binary, "nature-cli")):
    sys.exit("refresh-doc-examples: build first (swift build): no .build/debug/nature-cli")


def run(commands, files):
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR")}
        env["PATH"] = binary + os.pathsep + env.get("PATH", "")
        out = []
        for command in commands:
            line = command.replace("swift run nature-cli", "nature-cli")
            result = subprocess.run(["bash", "-c", line], cwd=folder, env=env, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            out.append("$ " + command)
            out += result.stdout.rstrip("\n").split("\n") if result.stdout else []
        return out


def refresh(path):
    lines = open(path).read().split("\n")
    files, result, i = {}, [], 0
    while i < len(lines):
        line = lines[i]
        marker = re.match(r"\s*<!-- file: (\S+) -->", line)
        fence = re.match(r"^(\s*)```(\w*)\s*$", line)
        if marker and i + 1 < len(lines) and lines[i + 1].lstrip().startswith("```"):
            end = next(j for j in range(i + 2, len(lines)) if lines[j].strip() == "```")
            files[marker.group(1)] = "\n".join(l.strip("\n") for l in lines[i + 2:end]) + "\n"
        if fence and fence.group(2) == "" and i + 1 < len(lines) and lines[i + 1].strip().startswith("$ "):
            indent = fence.group(1)
            end = next(j for j in range(i + 1, len(lines)) if lines[j].strip() == "```")
            commands = [l[len(indent):][2:] for l in lines[i + 1:end] if l[len(indent):].startswith("$ ")]
            result.append(line)
            result += [indent + l if l else l for l in run(commands, files)]
            result.append(lines[end])
            i = end + 1
            continue
        result.append(line)
        i += 1
    open(path, "w").write("\n".join(result))


def refresh_article_listings():
    """The article's three listings of the Fireflies example: its first picture, the updates by hand, and the
    scene played; each block is found by its first line and replaced with the same part of the output."""
    output = open(os.path.join(root, "Examples", "Fireflies", "expected-output.txt")).read()
    path = os.path.join(root, "Sources", "NatureKit", "NatureKit.docc", "MakingObjectsMove.md")
    text = open(path).read()
    first = output.index("scene at 0.0 seconds:")
    by_hand = output.rindex("\n", 0, output.index("updates by hand")) + 1
    played = output.index("scene played:")
    parts = [
        (r"```\nscene at 0\.0 seconds:.*?```", output[first:output.index("\n\n", first)]),
        (r"```\n\d+ updates by hand.*?```", output[by_hand:played].rstrip("\n")),
        (r"```\nscene played:.*?```", output[played:].rstrip("\n")),
    ]
    for pattern, listing in parts:
        text = re.sub(pattern, lambda _: "```\n" + listing + "\n```", text, count=1, flags=re.S)
    open(path, "w").write(text)


documents = sys.argv[1:] or ["README.md"] + sorted(
    os.path.join("docs", n) for n in os.listdir(os.path.join(root, "docs")) if n.endswith(".md"))
for document in documents:
    refresh(os.path.join(root, document))
if not sys.argv[1:]:
    refresh_article_listings()
