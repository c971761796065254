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

Needs valgrind (apt-get install valgrind); binutils' strip, since valgrind 3.19 cannot read the
DWARF Swift 6.3 writes, so stripped copies are run. Exit status: 0 after printing; 1 if the
build or a run fails; 2 without valgrind.
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


def count(scratch: Path, case: str, runs: int) -> int:
    output = scratch / f"callgrind.{case}"
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", f"--toggle-collect={LAYOUT_PASS}",
               str(scratch / "AutoLayoutProbe"), case, "--runs", str(runs), "--warmup", "0"]
    environment = dict(os.environ, LD_LIBRARY_PATH=str(scratch), SWIFT_BACKTRACE="enable=no")
    result = subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or collected is None:
        raise RuntimeError(f"the {case} run failed under valgrind:\n{result.stderr}")
    return int(collected.group(1))


def main() -> int:
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
                per_layout[case] = count(scratch, case, runs) / runs
            except RuntimeError as error:
                print(f"layout_instructions.py: {error}", file=sys.stderr)
                return 1
            print(f"{case}: {per_layout[case] / 1e6:.1f} M instructions per layout ({runs} layouts counted)", flush=True)
    print(f"10,000 views / 1,000 views: {per_layout['layout-10000'] / per_layout['layout-1000']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
