#!/usr/bin/env python3
"""Writes Benchmarks/launch-order.txt: the functions of libHostKit.so that launching Hello and Counter runs.

A release libHostKit.so is linked by lld with this file as its symbol ordering file (see
Package.swift), so that the code a launch runs lies together at the start of the library's text
instead of being scattered over all of it. That matters because the kernel maps 64 KB around each
page of code that is touched: scattered, the launch's 0.7 MB of code made the whole 3.6 MB text
resident (peak RSS) and cost as many page faults.

Usage (from anywhere; paths are relative to this script's repository):

    python3 Benchmarks/launch_order.py              # build (release) as launch.py does, then write the file
    python3 Benchmarks/launch_order.py --no-build   # use the existing release builds

It runs both launches of launch.py once each under valgrind's callgrind (which needs `valgrind`,
`apt-get install valgrind`), on a copy of the release apphost and libHostKit.so whose DWARF is
stripped (valgrind 3.19 cannot read what Swift 6.3 writes), and lists every function of the library
that ran, sorted by name so that the file changes only where the code does. Run it again after a
change to what a launch does, then rebuild: SwiftPM does not relink when only this file changes
(`rm .build/release/libHostKit.so`, or touch a source of the library). A function missing from the
file (renamed, new) is only left where the linker puts it: the build never fails for it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from launch import APPHOST, COUNTER, HELLO, HOSTKIT, ROOT, CommandFailed, build, make_counter_app  # noqa: E402
from valgrind_copies import has_valgrind, stripped_copy  # noqa: E402

ORDER_FILE = ROOT / "Benchmarks" / "launch-order.txt"
HEADER = (
    "# The functions of libHostKit.so that launching Hello and Counter runs, for lld's\n"
    "# --symbol-ordering-file (see Package.swift). Written by Benchmarks/launch_order.py: do not edit.\n"
)


def functions_run(callgrind_output: Path, library: str) -> set[str]:
    """The functions of `library` that have costs in a callgrind output written with
    --compress-strings=no (every `fn=` line names its function; `ob=` the object it is in)."""
    names: set[str] = set()
    in_library = False
    for line in callgrind_output.read_text(errors="replace").splitlines():
        if line.startswith("ob="):
            in_library = line[3:].strip().endswith("/" + library)
        elif line.startswith("fn=") and in_library:
            name = re.sub(r"'\d+$", "", line[3:].strip())  # callgrind marks recursion levels as name'2
            if not name.startswith("0x"):  # code with no symbol (the PLT)
                names.add(name)
    return names


def main() -> int:
    if "--no-build" not in sys.argv[1:]:
        try:
            build()
        except CommandFailed as error:
            print(f"launch_order.py: {error}", file=sys.stderr)
            return 1
    if not has_valgrind("launch_order.py"):
        return 2
    with tempfile.TemporaryDirectory(prefix="apphost-launch-order-") as scratch_name:
        scratch = Path(scratch_name)
        # apphost loads libHostKit.so from its own folder ($ORIGIN), so the stripped copy goes beside a copy of it.
        shutil.copy2(APPHOST, scratch / "apphost")
        stripped_copy(HOSTKIT, scratch)
        events = scratch / "terminate.jsonl"
        events.write_text('{"event":"terminate"}\n')
        counter_app = make_counter_app(scratch)
        launches = {"hello": str(HELLO), "counter": str(counter_app)}
        names: set[str] = set()
        for name, target in launches.items():
            # A first, plain run keeps the text sizes the launch measures (TextSizeStore), as
            # launch.py's warm-up runs do: the measured launches do not load Pango to measure them.
            subprocess.run([str(scratch / "apphost"), "run", target, "--events", str(events), "--quiet"], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            output = scratch / f"callgrind.{name}"
            command = [
                "valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no", "--compress-pos=no",
                f"--callgrind-out-file={output}", str(scratch / "apphost"), "run", target, "--events", str(events), "--quiet",
            ]
            environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
            result = subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if result.returncode != 0:
                print(f"launch_order.py: the {name} launch failed under valgrind:\n{result.stderr}", file=sys.stderr)
                return 1
            found = functions_run(output, "libHostKit.so")
            print(f"{name}: {len(found)} functions of libHostKit.so ran")
            names |= found
    ORDER_FILE.write_text(HEADER + "".join(f"{name}\n" for name in sorted(names)))
    print(f"wrote {ORDER_FILE.relative_to(ROOT)}: {len(names)} functions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
