"""Checks `nature-cli schema` with a real JSON Schema validator (the `jsonschema` package).

    check_schema.py SCHEMA SHIPPED_CATALOG HOSTILE_FOLDER VALID_CATALOG...

The schema must be a valid draft 2020-12 schema; the shipped catalog and every VALID_CATALOG must pass it;
and at least 80 % of the hostile catalogs that parse as JSON must fail it. Prints the share it measured.
"""

import json
import pathlib
import sys

import jsonschema


def strict_json(data: bytes):
    """The document, or None when the bytes are not JSON as NatureKit reads it (UTF-8, a BOM allowed, no NaN)."""

    def refuse(constant):
        raise ValueError(f"not JSON: {constant}")

    try:
        return json.loads(data.decode("utf-8-sig"), parse_constant=refuse)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def main() -> int:
    schema_path, shipped, hostile_folder, *valid = sys.argv[1:]
    schema = json.loads(pathlib.Path(schema_path).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    failed = False
    for path in [shipped, *valid]:
        errors = list(validator.iter_errors(strict_json(pathlib.Path(path).read_bytes())))
        for error in errors[:5]:
            print(f"{path}: {error.json_path}: {error.message}", file=sys.stderr)
        failed |= bool(errors)
    print(f"{1 + len(valid)} valid catalogs pass: {'no' if failed else 'yes'}")

    parsed, caught, missed = 0, 0, []
    for path in sorted(pathlib.Path(hostile_folder).glob("*.json")):
        document = strict_json(path.read_bytes())
        if document is None:
            continue
        parsed += 1
        if validator.is_valid(document):
            missed.append(path.name)
        else:
            caught += 1
    share = caught / parsed if parsed else 0
    print(f"hostile catalogs that parse as JSON: {parsed}; the schema refuses {caught} ({share:.0%})")
    for name in missed:
        print(f"  passes the schema (only nature-cli validate refuses it): {name}")
    if share < 0.8:
        print("check_schema.py: the schema must refuse at least 80 % of them", file=sys.stderr)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
