#!/usr/bin/env python3
"""Whole-process launch benchmark: the Hello and Counter examples against a Foundation baseline.

The target: launching an example app to "active" and terminating it must take at most 1.5x
the wall time AND at most 1.5x the peak RSS of a Swift program that imports Foundation and
decodes a tiny JSON (Benchmarks/Sources/FoundationBaseline). Hello builds its window in code;
Counter (`Examples/Counter`, with the release plugin) builds its interface from a storyboard.
All three are measured in this one run, alternating (each round starting with the next one), so
that machine noise and the order of runs hit them alike.

Usage (from anywhere; paths are relative to this script's repository):

    python3 Benchmarks/launch.py                 # build (release), then measure 30 runs each
    python3 Benchmarks/launch.py --no-build      # measure the existing release builds
    python3 Benchmarks/launch.py --runs 100 --warmup 5
    python3 Benchmarks/launch.py --no-build --compare /tmp/old   # also Hello and Counter with the
                                  # apphost and libHostKit.so copied to /tmp/old from another build

Each run is spawned with os.posix_spawn and reaped with os.wait4, from a minimal child interpreter
(see MEASURER): wall time is time.perf_counter_ns() around spawn -> wait, CPU time the child's
ru_utime + ru_stime, and peak RSS the child's ru_maxrss (KiB on Linux). CPU time is printed because
it hardly moves when other processes load the machine, while wall time does.

Exit status: 0 whether the bounds pass or fail; 1 if a build or a measured command fails
(its stderr is printed); 2 for bad usage or missing binaries.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

BOUND = 1.5
BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent

APPHOST = ROOT / ".build" / "release" / "apphost"
HOSTKIT = ROOT / ".build" / "release" / "libHostKit.so"
HELLO = ROOT / "Plugins" / ".build" / "release" / "libHelloApp.so"
COUNTER = ROOT / "Plugins" / ".build" / "release" / "libCounterApp.so"
COUNTER_EXAMPLE = ROOT / "Examples" / "Counter"
BASELINE = BENCH_DIR / ".build" / "release" / "FoundationBaseline"

# Release builds of everything the measured commands need. The `apphost` product does not link
# libHostKit.so (its C main dlopens it from its own folder), so that product is built too.
BUILDS = [
    ["swift", "build", "-c", "release", "--product", "apphost"],
    # The SDK is whole only with the IBActions plugin's tool beside apphost (checked at start).
    ["swift", "build", "-c", "release", "--product", "apphost-actions"],
    ["swift", "build", "-c", "release", "--product", "HostKit"],
    ["swift", "build", "-c", "release", "--package-path", "Plugins", "--product", "HelloApp"],
    ["swift", "build", "-c", "release", "--package-path", "Plugins", "--product", "CounterApp"],
    ["swift", "build", "-c", "release", "--package-path", "Benchmarks", "--product", "FoundationBaseline"],
]


@dataclass
class Subject:
    name: str
    argv: list[str]
    wall_ms: list[float] = field(default_factory=list)
    rss_mib: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)  # user + system time of the process
    judged: bool = True  # counts for the overall verdict (not another build run for comparison)


class CommandFailed(Exception):
    pass


def build() -> None:
    for cmd in BUILDS:
        print("+ " + " ".join(cmd), flush=True)
        result = subprocess.run(cmd, cwd=ROOT)
        if result.returncode != 0:
            raise CommandFailed(f"build failed (exit {result.returncode}): {' '.join(cmd)}")


# The measuring loop runs in a separate, minimal interpreter (`python3 -I -S`, importing only
# built-in modules). On Linux a spawned child's ru_maxrss starts from the *spawning* process's peak
# RSS (exec records the replaced address space's high-water mark), so the spawner must be much
# smaller than what it measures: this one peaks near 8 MiB, against about 16 MiB for this script.
MEASURER = r"""
import os, sys, time
runs, warmup, errpath = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
subjects, group = [], []
for arg in sys.argv[4:] + ["--"]:
    if arg == "--":
        subjects.append((group[0], group[1:]))
        group = []
    else:
        group.append(arg)
out = []
for i in range(warmup + runs):
    # Each round starts with the next subject: in a fixed order the subject that always follows
    # the same one ran up to 0.03x faster relative to it (caches and CPU frequency left behind).
    first = i % len(subjects)
    for name, argv in subjects[first:] + subjects[:first]:
        actions = [
            (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_OPEN, 2, errpath, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
        ]
        start = time.perf_counter_ns()
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter_ns() - start
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.stdout.write("failed %s %d\n" % (name, code))
            sys.exit(1)
        if i >= warmup:
            cpu_ns = int((usage.ru_utime + usage.ru_stime) * 1e9)
            out.append("run %s %d %d %d\n" % (name, elapsed, usage.ru_maxrss, cpu_ns))
# This process's own high-water RSS (not getrusage's ru_maxrss, which starts from our parent's).
with open("/proc/self/status") as status_file:
    hwm = [l.split()[1] for l in status_file if l.startswith("VmHWM:")]
out.append("self %s\n" % hwm[0])
sys.stdout.write("".join(out))
"""


def measure(subjects: list[Subject], runs: int, warmup: int, scratch: Path) -> float:
    """Runs the subjects alternately, run by run; returns the measuring process's own peak RSS in MiB."""
    errpath = scratch / "stderr.txt"
    cmd = [sys.executable, "-I", "-S", "-c", MEASURER, str(runs), str(warmup), str(errpath)]
    for index, subject in enumerate(subjects):
        cmd += (["--"] if index else []) + [subject.name] + subject.argv
    result = subprocess.run(cmd, stdout=subprocess.PIPE, text=True)
    by_name = {s.name: s for s in subjects}
    floor_kib = 0
    for line in result.stdout.splitlines():
        kind, *fields = line.split()
        if kind == "run":
            subject = by_name[fields[0]]
            subject.wall_ms.append(int(fields[1]) / 1e6)
            subject.rss_mib.append(int(fields[2]) / 1024.0)  # KiB on Linux
            subject.cpu_ms.append(int(fields[3]) / 1e6)
        elif kind == "self":
            floor_kib = int(fields[0])
        elif kind == "failed":
            subject = by_name[fields[0]]
            code = int(fields[1])
            how = f"exit {code}" if code > 0 else f"signal {-code}"
            stderr = errpath.read_text(errors="replace") if errpath.exists() else ""
            raise CommandFailed(
                f"{subject.name} failed ({how}): {' '.join(subject.argv)}\n--- stderr ---\n{stderr}"
            )
    if result.returncode != 0 or not floor_kib:
        raise CommandFailed(f"the measuring process failed (exit {result.returncode})")
    return floor_kib / 1024.0


def summary(values: list[float]) -> dict[str, float]:
    deciles = statistics.quantiles(values, n=10, method="inclusive")
    quartiles = statistics.quantiles(values, n=4, method="inclusive")
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "p10-p90": deciles[8] - deciles[0],
        "IQR": quartiles[2] - quartiles[0],
    }


def print_table(baseline: Subject, apps: list[Subject]) -> bool:
    columns = ["median", "min", "max", "p10-p90", "IQR"]
    header = f"{'':<32}" + "".join(f"{c:>10}" for c in columns)
    print(header)
    print("-" * len(header))
    for metric, unit in (("wall_ms", "wall ms"), ("cpu_ms", "CPU ms"), ("rss_mib", "peak RSS MiB")):
        for subject in [baseline] + apps:
            stats = summary(getattr(subject, metric))
            label = f"{subject.name} {unit}"
            print(f"{label:<32}" + "".join(f"{stats[c]:>10.2f}" for c in columns))
    print()

    all_pass = True
    for app in apps:
        for metric, unit in (("wall_ms", "wall time"), ("rss_mib", "peak RSS")):
            base = getattr(baseline, metric)
            host = getattr(app, metric)
            ratio = statistics.median(host) / statistics.median(base)
            # Runs are interleaved, so run i of each forms a pair; the spread of the paired ratios
            # shows how much of the median ratio is noise.
            paired = statistics.quantiles([h / b for h, b in zip(host, base)], n=10, method="inclusive")
            verdict = "PASS" if ratio <= BOUND else "FAIL"
            all_pass &= ratio <= BOUND or not app.judged
            print(
                f"{app.name + ' ' + unit:<27} /baseline (medians) = {ratio:.2f}x  (bound {BOUND}x)  {verdict}"
                f"   [paired ratios p10..p90: {paired[0]:.2f}..{paired[8]:.2f}, median {statistics.median(h / b for h, b in zip(host, base)):.2f}]"
            )
    return all_pass


def make_counter_app(folder: Path) -> Path:
    """The Counter example as an app folder that uses the release plugin (its own app.json names
    the debug build): the manifest rewritten, the storyboards copied."""
    app = folder / "Counter"
    app.mkdir(mode=0o700)
    manifest = json.loads((COUNTER_EXAMPLE / "app.json").read_text())
    manifest["plugin"] = str(COUNTER)
    (app / "app.json").write_text(json.dumps(manifest))
    for storyboard in COUNTER_EXAMPLE.glob("*.storyboard.json"):
        shutil.copyfile(storyboard, app / storyboard.name)
    return app


def parse_arguments(description: str, default_runs: int, measured: str, comparable: bool = False) -> argparse.Namespace:
    """--runs, --warmup and --no-build, as launch.py and launch_views.py both take them; --compare
    when `comparable`."""
    parser = argparse.ArgumentParser(description=description)
    if comparable:
        parser.add_argument("--compare", type=Path, metavar="FOLDER",
                            help="also run Hello and Counter with FOLDER's apphost (and the libHostKit.so beside it), "
                                 "alternating with the others: another build, side by side under the same load")
    parser.add_argument("--runs", type=int, default=default_runs, help=f"measured runs of each {measured} (default {default_runs})")
    parser.add_argument("--warmup", type=int, default=2, help="unmeasured runs of each first (default 2)")
    parser.add_argument("--no-build", action="store_true", help="measure the existing release builds")
    args = parser.parse_args()
    if args.runs < 2 or args.warmup < 0:
        parser.error("--runs must be at least 2 and --warmup at least 0")
    return args


def main() -> int:
    args = parse_arguments(__doc__.splitlines()[0], default_runs=30, measured="command", comparable=True)

    try:
        if not args.no_build:
            build()
    except CommandFailed as error:
        print(f"launch.py: {error}", file=sys.stderr)
        return 1

    compared = [args.compare / "apphost", args.compare / "libHostKit.so"] if args.compare else []
    missing = [p for p in (APPHOST, HOSTKIT, HELLO, COUNTER, BASELINE, *compared) if not p.exists()]
    if missing:
        for path in missing:
            remedy = "copy apphost and libHostKit.so of the build to compare there" if path in compared else "run without --no-build"
            print(f"launch.py: missing {path} ({remedy})", file=sys.stderr)
        return 2

    # mkdtemp: a folder of mode 0700 that no other user can replace the app in.
    with tempfile.TemporaryDirectory(prefix="apphost-launch-") as scratch:
        events = Path(scratch) / "terminate.jsonl"
        events.write_text('{"event":"terminate"}\n')
        counter_app = make_counter_app(Path(scratch))
        baseline = Subject("baseline", [str(BASELINE)])
        apps = [
            Subject("hello", [str(APPHOST), "run", str(HELLO), "--events", str(events), "--quiet"]),
            Subject("counter", [str(APPHOST), "run", str(counter_app), "--events", str(events), "--quiet"]),
        ]
        if args.compare:
            other = str(args.compare / "apphost")
            apps += [
                Subject("hello-compared", [other, "run", str(HELLO), "--events", str(events), "--quiet"], judged=False),
                Subject("counter-compared", [other, "run", str(counter_app), "--events", str(events), "--quiet"], judged=False),
            ]

        try:
            floor_mib = measure([baseline] + apps, args.runs, args.warmup, Path(scratch))
        except CommandFailed as error:
            print(f"launch.py: {error}", file=sys.stderr)
            return 1

    print(
        f"\n{args.runs} runs each, alternating (each round starting with the next), after {args.warmup} warm-up runs each; "
        f"{os.cpu_count()} CPUs, {platform.system()} {platform.release()}, load average {os.getloadavg()[0]:.1f}; "
        f"measuring process peak RSS {floor_mib:.1f} MiB (floor for ru_maxrss)\n"
    )
    all_pass = print_table(baseline, apps)
    for subject in [baseline] + apps:
        if min(subject.rss_mib) < floor_mib + 1.0:
            print(
                f"warning: {subject.name}'s smallest peak RSS ({min(subject.rss_mib):.1f} MiB) is near the "
                f"floor set by this script's own RSS; its RSS figures may be overstated",
                file=sys.stderr,
            )
    print(f"\noverall: {'PASS' if all_pass else 'FAIL'} (exit status is 0 either way)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
