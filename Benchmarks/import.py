#!/usr/bin/env python3
"""`apphost import` over a corpus of Xcode storyboards: time per file, the corpus total, and the
warnings by kind; with --check, every result also goes through `apphost validate` and `apphost render`.

The target (issue 22): importing the largest file of the shared corpus (about 230 KB, 20 scenes,
1,700 elements) takes at most 100 ms. The time is the whole process, as a user sees it:
`apphost import FILE --out DIR` from spawn to exit (launch, loading the importer, parsing,
converting, reading the result back, writing it).

Usage (the corpus is read from its folder and never copied):

    python3 Benchmarks/import.py /work/shared/xcode-storyboards            # build (release), 10 runs a file
    python3 Benchmarks/import.py CORPUS --no-build --runs 30 --check

Each run is spawned with os.posix_spawn and reaped with os.wait4; wall time is
time.perf_counter_ns() around spawn -> wait. Files are measured in turns (file 1, 2, ... then
again), so that drifting machine load spreads over all of them.

Exit status: 0 when every file imports with status 0 (and, with --check, validates and renders);
1 otherwise, naming the file; 2 for bad usage or a missing build.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 100.0
BUILDS = [
    ["swift", "build", "-c", "release", "--product", "apphost"],
    # The SDK is whole only with the IBActions plugin's tool beside apphost (checked at start).
    ["swift", "build", "-c", "release", "--product", "apphost-actions"],
    ["swift", "build", "-c", "release", "--product", "HostKit"],
    ["swift", "build", "-c", "release", "--product", "StoryboardImport"],
]
SUMMARY = re.compile(r": (\d+) scenes?, (\d+) warnings?(?: \((.*)\))?$")


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, help="folder of .storyboard files")
    parser.add_argument("--runs", type=int, default=10, help="measured runs per file (default 10)")
    parser.add_argument("--warmup", type=int, default=1, help="unmeasured runs per file first (default 1)")
    parser.add_argument("--no-build", action="store_true", help="measure the existing release build")
    parser.add_argument("--check", action="store_true", help="also validate and render every result")
    parser.add_argument("--configuration", default="release", choices=["release", "debug"])
    return parser.parse_args()


def timed_run(arguments: list[str]) -> tuple[float, float, int]:
    """Wall ms, CPU ms (user + system, which hardly moves when other processes load the machine), status."""
    started = time.perf_counter_ns()
    pid = os.posix_spawn(arguments[0], arguments, os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    return (time.perf_counter_ns() - started) / 1e6, (usage.ru_utime + usage.ru_stime) * 1000, os.waitstatus_to_exitcode(status)


def main() -> int:
    options = parse_arguments()
    files = sorted(options.corpus.glob("*.storyboard"))
    if not files:
        print(f"no .storyboard file in {options.corpus}", file=sys.stderr)
        return 2
    if not options.no_build and options.configuration == "release":
        for command in BUILDS:
            if subprocess.run(command, cwd=ROOT).returncode != 0:
                print(f"build failed: {' '.join(command)}", file=sys.stderr)
                return 1
    apphost = ROOT / ".build" / options.configuration / "apphost"
    if not apphost.exists():
        print(f"missing {apphost}: build first", file=sys.stderr)
        return 2

    failures = []
    kinds: collections.Counter[str] = collections.Counter()
    warnings_by_file = {}
    with tempfile.TemporaryDirectory(prefix="import-bench-") as scratch:
        out = Path(scratch) / "out"
        # One plain run per file: its status, its summary line (warnings by kind).
        for file in files:
            result = subprocess.run([str(apphost), "import", str(file), "--out", str(out)], capture_output=True, text=True)
            if result.returncode != 0:
                failures.append(f"{file.name}: import exited {result.returncode}: {result.stderr.strip()[:500]}")
                continue
            match = SUMMARY.search(result.stdout.strip())
            warnings_by_file[file.name] = int(match.group(2)) if match else 0
            for part in (match.group(3) or "").split(", ") if match else []:
                if part:
                    count, kind = part.split(" ", 1)
                    kinds[kind] += int(count)
            if options.check:
                output = out / (file.name[: -len(".storyboard")] + ".storyboard.json")
                check = subprocess.run([str(apphost), "validate", str(output)], capture_output=True, text=True)
                if check.returncode != 0:
                    failures.append(f"{file.name}: validate exited {check.returncode}: {check.stderr.strip()[:500]}")
                render = subprocess.run([str(apphost), "render", str(output), "--out", str(Path(scratch) / "render" / file.name), "--scale", "1"],
                                        capture_output=True, text=True)
                if render.returncode != 0:
                    failures.append(f"{file.name}: render exited {render.returncode}: {render.stderr.strip()[:500]}")

        times: dict[str, list[float]] = {file.name: [] for file in files}
        cpu: dict[str, list[float]] = {file.name: [] for file in files}
        baseline: list[float] = []
        baseline_cpu: list[float] = []
        for round_index in range(options.warmup + options.runs):
            # The launch alone, in the same turns: apphost loading libHostKit.so and doing
            # almost nothing, so that the import's own cost is the difference.
            elapsed, cpu_ms, status = timed_run([str(apphost), "schema", "--format", "markdown"])
            if status == 0 and round_index >= options.warmup:
                baseline.append(elapsed)
                baseline_cpu.append(cpu_ms)
            for file in files:
                elapsed, cpu_ms, status = timed_run([str(apphost), "import", str(file), "--out", str(out)])
                if status != 0:
                    failures.append(f"{file.name}: timed import exited {status}")
                elif round_index >= options.warmup:
                    times[file.name].append(elapsed)
                    cpu[file.name].append(cpu_ms)

    print(f"apphost import ({options.configuration}), {options.runs} runs per file after {options.warmup} warm-up; wall ms, and CPU ms (user + system)")
    print(f"{'file':48} {'bytes':>8} {'median':>8} {'min':>8} {'max':>8} {'IQR':>7} {'CPU med':>8} {'warnings':>8}")
    medians = {}
    for file in files:
        samples = sorted(times[file.name])
        if not samples:
            continue
        median = statistics.median(samples)
        medians[file.name] = median
        quartiles = statistics.quantiles(samples, n=4) if len(samples) > 1 else [median, median, median]
        print(f"{file.name:48} {file.stat().st_size:8} {median:8.2f} {samples[0]:8.2f} {samples[-1]:8.2f} "
              f"{quartiles[2] - quartiles[0]:7.2f} {statistics.median(cpu[file.name]):8.2f} {warnings_by_file.get(file.name, 0):8}")
    if baseline:
        baseline.sort()
        print(f"{'(baseline: apphost schema --format markdown)':48} {'':>8} {statistics.median(baseline):8.2f} {baseline[0]:8.2f} {baseline[-1]:8.2f} "
              f"{'':>7} {statistics.median(baseline_cpu):8.2f}")
    largest = max(files, key=lambda file: file.stat().st_size)
    if largest.name in medians:
        verdict = "PASS" if medians[largest.name] <= TARGET_MS else "FAIL"
        print(f"largest file {largest.name}: median {medians[largest.name]:.2f} ms, target <= {TARGET_MS:.0f} ms: {verdict}"
              + (f"; minus the baseline's median: {medians[largest.name] - statistics.median(baseline):.2f} ms" if baseline else "")
              + f"; CPU median {statistics.median(cpu[largest.name]):.2f} ms")
    print(f"corpus total (sum of medians, {len(medians)} files): {sum(medians.values()):.1f} ms wall, "
          f"{sum(statistics.median(cpu[name]) for name in medians):.1f} ms CPU")
    print(f"warnings: {sum(kinds.values())} in {len(warnings_by_file)} files, by kind: "
          + ", ".join(f"{kind} {count}" for kind, count in kinds.most_common()))
    for failure in failures:
        print(f"FAILED {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
