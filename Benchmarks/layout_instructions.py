#!/usr/bin/env python3
"""Instructions per Auto Layout pass, counted by valgrind's callgrind: steady on a loaded machine.

Wall time on a shared 2-core machine moves by 2-3x with the other core's load; an instruction
count does not (the same binary and input give the same count, give or take a dictionary's
random seed). This runs `AutoLayoutProbe` (release) under callgrind, counting only what runs
inside `View.layoutIfNeeded()`, for first layouts of the benchmark screen of 1,000 and of
10,000 views (`ConstrainedScreen`), and prints instructions per layout and their ratio. It does
not measure cache misses, which the 10,000-view layout has more of: wall time is still what
issue 20's bounds are judged on (AutoLayoutBenchmarks).

Usage (from anywhere):

    python3 Benchmarks/layout_instructions.py              # build (release), then count
    python3 Benchmarks/layout_instructions.py --no-build
    python3 Benchmarks/layout_instructions.py --no-build --cache-sim [--last-level BYTES] [--cold MIB]

`--cache-sim` also simulates the caches (callgrind's first-level data cache, 32 KiB, and a last
level of `--last-level` bytes, 32 MiB unless told: this machine's L3; 1048576 models its L2) and
prints the misses per layout. Like the instructions, they do not move with the machine's load:
they show where the 10,000-view layout loses the cache that the 1,000-view one keeps. `--cold MIB`
has the probe write that many MiB of other memory between building each screen and laying it
out (its `--cold`), so that both sizes start from caches that hold none of their screen.

Needs valgrind (apt-get install valgrind); binutils' strip, since valgrind 3.19 cannot read the
DWARF Swift 6.3 writes, so stripped copies are run. Exit status: 0 after printing; 1 if the
build or a run fails; 2 without valgrind or with a bad option.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from valgrind_copies import has_valgrind, stripped_copy  # noqa: E402

BENCH_DIR = Path(__file__).resolve().parent
PROBE = BENCH_DIR / ".build" / "release" / "AutoLayoutProbe"
HOSTKIT = BENCH_DIR / ".build" / "release" / "libHostKit.so"
LAYOUT_PASS = "$s7HostKit4ViewC14layoutIfNeededyyF"
# (case, layouts counted): the probe's warm-up is off, so every layout it makes is counted.
CASES = [("layout-1000", 5), ("layout-10000", 3)]


# callgrind's event names, in the order its "Collected" line gives them with --cache-sim=yes.
CACHE_EVENTS = ["Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw"]


def count(scratch: Path, case: str, runs: int, last_level: int | None = None, cold: int = 0) -> list[int]:
    """The events counted over `runs` layouts: instructions, or CACHE_EVENTS with a last level."""
    output = scratch / f"callgrind.{case}"
    cache = [] if last_level is None else ["--cache-sim=yes", f"--LL={last_level},16,64"]
    command = ["valgrind", "--tool=callgrind", *cache, f"--callgrind-out-file={output}", f"--toggle-collect={LAYOUT_PASS}",
               str(scratch / "AutoLayoutProbe"), case, "--runs", str(runs), "--warmup", "0", "--cold", str(cold)]
    environment = dict(os.environ, LD_LIBRARY_PATH=str(scratch), SWIFT_BACKTRACE="enable=no")
    result = subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    collected = re.search(r"Collected : ([\d ]+)", result.stderr)
    if result.returncode != 0 or collected is None:
        raise RuntimeError(f"the {case} run failed under valgrind:\n{result.stderr}")
    return [int(field) for field in collected.group(1).split()]


def option_value(name: str, default: int) -> int:
    arguments = sys.argv[1:]
    if name not in arguments:
        return default
    position = arguments.index(name) + 1
    if position >= len(arguments) or not arguments[position].isdigit() or int(arguments[position]) < 65536:
        print(f"layout_instructions.py: {name} takes a cache size in bytes, at least 65536", file=sys.stderr)
        raise SystemExit(2)
    return int(arguments[position])


def cold_mebibytes() -> int:
    """The `--cold` MiB, 0 unless given."""
    arguments = sys.argv[1:]
    if "--cold" not in arguments:
        return 0
    position = arguments.index("--cold") + 1
    if position >= len(arguments) or not arguments[position].isdigit() or not 1 <= int(arguments[position]) <= 4096:
        print("layout_instructions.py: --cold takes MiB to write between building and laying out, 1 to 4096", file=sys.stderr)
        raise SystemExit(2)
    return int(arguments[position])


def main() -> int:
    last_level = option_value("--last-level", 32 << 20) if "--cache-sim" in sys.argv[1:] else None
    cold = cold_mebibytes()
    if "--no-build" not in sys.argv[1:]:
        build = ["swift", "build", "-c", "release", "--package-path", str(BENCH_DIR), "--product", "AutoLayoutProbe"]
        print("+ " + " ".join(build), flush=True)
        if subprocess.run(build).returncode != 0:
            return 1
    if not has_valgrind("layout_instructions.py"):
        return 2
    with tempfile.TemporaryDirectory(prefix="apphost-layout-instructions-") as scratch_name:
        scratch = Path(scratch_name)
        for binary in (PROBE, HOSTKIT):
            stripped_copy(binary, scratch)
        per_layout = {}
        for case, runs in CASES:
            try:
                events = count(scratch, case, runs, last_level, cold)
            except RuntimeError as error:
                print(f"layout_instructions.py: {error}", file=sys.stderr)
                return 1
            per_layout[case] = events[0] / runs
            print(f"{case}: {per_layout[case] / 1e6:.1f} M instructions per layout ({runs} layouts counted)", flush=True)
            if last_level is not None:
                misses = dict(zip(CACHE_EVENTS, events))
                print(f"  per layout: first-level data misses {misses['D1mr'] / runs / 1e3:.0f} k read, "
                      f"{misses['D1mw'] / runs / 1e3:.0f} k written; last-level ({last_level >> 10} KiB) misses "
                      f"{misses['DLmr'] / runs / 1e3:.0f} k read, {misses['DLmw'] / runs / 1e3:.0f} k written", flush=True)
    print(f"10,000 views / 1,000 views: {per_layout['layout-10000'] / per_layout['layout-1000']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
