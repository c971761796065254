#!/usr/bin/env python3
"""Idle cost of an open window: `apphost run Examples/Counter --window` left alone.

The target (issue 18): an idle app with an open window uses < 1 ms of CPU per second and draws no
frame. The app is launched on a display (DISPLAY's, else an Xvfb this script starts and ends),
left to settle, then its CPU time (utime + stime from /proc/PID/stat) is read at the start and
the end of each window of --seconds (the threads' scheduler counts, in ns); the figure is CPU milliseconds per second of wall time, the
median and spread over --samples windows. A frame drawn while idle would show as CPU time: each
costs a display pass and a copy to the window.

Usage (from anywhere; paths are relative to this script's repository):

    python3 Benchmarks/window_idle.py                # debug build (swift build first), 5 x 2 s
    python3 Benchmarks/window_idle.py --release --samples 10 --seconds 3

Exit status: 0 when measured (whether or not under the target); 1 if the app fails; 2 when
there is no apphost build, no display and no Xvfb.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS_PER_S = 1.0


def cpu_ms(pid: int) -> float:
    """CPU time of every thread so far, in ms, from the scheduler's nanosecond counts (stat's
    utime and stime count 10 ms ticks, too coarse for < 1 ms/s)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended meanwhile
    return total / 1e6


def start_display() -> tuple[str, subprocess.Popen | None]:
    if os.environ.get("DISPLAY"):
        return os.environ["DISPLAY"], None
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        sys.exit("window_idle: DISPLAY is unset and there is no Xvfb (apt-get install xvfb)")
    number = 150
    while Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            break
        time.sleep(0.025)
    return f":{number}", server


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="store_true", help="use .build/release/apphost and the release plugins")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--settle", type=float, default=2.0, help="seconds to wait after launch before measuring")
    arguments = parser.parse_args()
    configuration = "release" if arguments.release else "debug"
    apphost = ROOT / ".build" / configuration / "apphost"
    if not apphost.exists():
        print(f"window_idle: no {apphost}; build first (swift build{' -c release' if arguments.release else ''})", file=sys.stderr)
        return 2
    display, server = start_display()
    folder = Path(tempfile.mkdtemp(prefix="apphost-window-idle-"))
    try:
        trace = folder / "trace.jsonl"
        environment = dict(os.environ, DISPLAY=display)
        app = subprocess.Popen([str(apphost), "run", str(ROOT / "Examples/Counter"), "--window", "--scale", "1", "--trace", str(trace)],
                               env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while "applicationDidBecomeActive" not in (trace.read_text() if trace.exists() else ""):
            if app.poll() is not None or time.monotonic() > deadline:
                print(f"window_idle: the app did not come up: {app.stderr.read().decode() if app.stderr else ''}", file=sys.stderr)
                return 1
            time.sleep(0.01)
        time.sleep(arguments.settle)
        rates = []
        for _ in range(arguments.samples):
            wall0, cpu0 = time.monotonic(), cpu_ms(app.pid)
            time.sleep(arguments.seconds)
            wall1, cpu1 = time.monotonic(), cpu_ms(app.pid)
            # A thread that ended meanwhile takes its time with it: never below 0.
            rates.append(max(0.0, cpu1 - cpu0) / (wall1 - wall0))
        records = trace.read_text().count('"name":"input"')
        app.terminate()
        app.wait(timeout=30)
        median = statistics.median(rates)
        spread = max(rates) - min(rates)
        print(f"idle CPU with an open window ({configuration}): median {median:.3f} ms/s over {arguments.samples} x {arguments.seconds:g} s "
              f"(min {min(rates):.3f}, max {max(rates):.3f}, spread {spread:.3f}); "
              f"input events while idle: {records}; target < {TARGET_MS_PER_S:g} ms/s: {'met' if median < TARGET_MS_PER_S else 'NOT met'}")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        if server:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
