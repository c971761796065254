#!/usr/bin/env python3
"""Validates storyboard files against the storyboard JSON Schema (draft 2020-12).

    python3 check-storyboards.py SCHEMA FILE...

Checks the schema itself first (Draft202012Validator.check_schema), then reads each file as
strictly as apphost does where plain `json` can (duplicate keys, NaN and Infinity are errors) and
prints every schema error as

    FILE: /json/pointer: message

Exit status: 0 when every file is valid, 1 when any file is not, 2 for a usage error, a missing
`jsonschema` module or an invalid schema.

Used by Tests/AppHostTests/Integration/StoryboardSchemaTests.swift; needs `pip install jsonschema`.
"""

import json
import sys

try:
    import jsonschema
except ImportError:
    print("check-storyboards: the Python module jsonschema is missing; run: python3 -m pip install jsonschema", file=sys.stderr)
    sys.exit(2)


class InvalidJSON(Exception):
    pass


def reject_duplicates(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise InvalidJSON(f"duplicate key {json.dumps(key)}")
        result[key] = value
    return result


def reject_constant(name):
    raise InvalidJSON(f"{name} is not JSON")


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file, object_pairs_hook=reject_duplicates, parse_constant=reject_constant)


def pointer(path):
    """The JSON Pointer (RFC 6901) of an error's location; `(root)` for the whole document."""
    if not path:
        return "(root)"
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


def message(error):
    # The schema's own wording where it has one (the `errorMessage` keyword, which VS Code shows too).
    if isinstance(error.schema, dict) and "errorMessage" in error.schema:
        text = error.schema["errorMessage"]
        if isinstance(error.instance, (str, int, float, bool)) or error.instance is None:
            return f"{json.dumps(error.instance)}: {text}"
        return text
    # A `false` subschema: the key is not allowed where it is.
    if error.schema is False and error.absolute_path:
        return f"{json.dumps(error.absolute_path[-1])} is not allowed here"
    return error.message


def main(arguments):
    if len(arguments) < 2:
        print("usage: check-storyboards.py SCHEMA FILE...", file=sys.stderr)
        return 2
    schema_path, files = arguments[0], arguments[1:]
    try:
        schema = load(schema_path)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, ValueError, InvalidJSON) as error:
        print(f"{schema_path}: {error}", file=sys.stderr)
        return 2
    except jsonschema.exceptions.SchemaError as error:
        print(f"{schema_path}: {pointer(error.absolute_path)}: invalid schema: {error.message}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)

    failed = 0
    for path in files:
        try:
            document = load(path)
        except (OSError, ValueError, InvalidJSON) as error:
            print(f"{path}: (root): not valid JSON: {error}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: (pointer(error.absolute_path), error.message))
        # Several keywords of one subschema can fail at once and share its errorMessage: print it once.
        lines = dict.fromkeys(f"{path}: {pointer(error.absolute_path)}: {message(error)}" for error in errors)
        for line in lines:
            print(line)
        failed += 1 if errors else 0

    print(f"checked {len(files)} storyboard{'' if len(files) == 1 else 's'}: "
          + (f"{failed} invalid" if failed else "all valid"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
