#!/usr/bin/env python3
"""Hot-reload latency and endurance, on the release build of the Counter example (three screens:
counter, details, about) run with `apphost run --watch`.

Latency: the app has counted to 3 and pushed the details screen. Each round copies the plugin
to a staging name in the plugin's folder (not timed), then renames it over the plugin file (the
clock starts just before the rename) and reads the trace from the app's standard output until
the new generation's records arrive: `stateRestored` (interface rebuilt from the storyboard,
state decoded, between willFinishLaunching and didFinishLaunching) and `reloaded` (the whole
sequence done, applicationDidBecomeActive included). The times are taken when the benchmark
reads the record, so they include inotify, the pipe and the trace writing: an upper bound.

Endurance: 1,000 `reload` requests over the control socket in one process (each loads a new
copy of the image, which is never unloaded); resident memory of the app process before and after.

    python3 Benchmarks/reload.py                  # build (release), then measure
    python3 Benchmarks/reload.py --no-build --rounds 200 --reloads 1000
"""
import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APPHOST = ROOT / ".build" / "release" / "apphost"
PLUGIN = ROOT / "Plugins" / ".build" / "release" / "libCounterApp.so"
BUILDS = [
    ["swift", "build", "-c", "release", "--product", "apphost"],
    # The SDK is whole only with the IBActions plugin's tool beside apphost (checked at start).
    ["swift", "build", "-c", "release", "--product", "apphost-actions"],
    ["swift", "build", "-c", "release", "--product", "HostKit"],
    ["swift", "build", "-c", "release", "--package-path", "Plugins", "--product", "CounterApp"],
]


def ctl(sock_path: str, request: dict) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.connect(sock_path)
        client.sendall((json.dumps(request) + "\n").encode())
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = client.recv(65536)
            if not chunk:
                break
            reply += chunk
    return json.loads(reply)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--reloads", type=int, default=1000)
    args = parser.parse_args()
    if not args.no_build:
        for command in BUILDS:
            if subprocess.run(command, cwd=ROOT).returncode != 0:
                return 1

    folder = Path(tempfile.mkdtemp(prefix="apphost-reload-bench-"))
    try:
        plugin = folder / "libCounterApp.so"
        shutil.copy(PLUGIN, plugin)
        shutil.copy(ROOT / "Examples" / "Counter" / "Main.storyboard.json", folder)
        (folder / "app.json").write_text(json.dumps(
            {"format": 1, "plugin": "libCounterApp.so", "delegate": "CounterApp.AppDelegate", "mainStoryboard": "Main"}))
        sock = str(folder / "app.sock")
        app = subprocess.Popen([str(APPHOST), "run", str(folder), "--watch", "--control", sock, "--trace", "-", "-q"],
                               stdout=subprocess.PIPE, bufsize=0)

        def read_until(names):
            seen = {}
            while len(seen) < len(names):
                line = app.stdout.readline()
                if not line:
                    raise SystemExit("the app ended: " + str(app.wait()))
                name = json.loads(line).get("name")
                if name in names and name not in seen:
                    seen[name] = time.monotonic_ns()
            return seen

        read_until({"applicationDidBecomeActive(_:)"})
        for _ in range(3):
            ctl(sock, {"event": "tap", "identifier": "increment"})
        ctl(sock, {"event": "activate", "identifier": "details"})

        restored, reloaded = [], []
        staging = folder / ".libCounterApp.so.new"
        for _ in range(args.rounds):
            shutil.copy(PLUGIN, staging)
            start = time.monotonic_ns()
            os.rename(staging, plugin)
            seen = read_until({"stateRestored", "reloaded"})
            restored.append((seen["stateRestored"] - start) / 1e6)
            reloaded.append((seen["reloaded"] - start) / 1e6)
        snapshot = json.dumps(ctl(sock, {"event": "snapshot"}))
        kept = "You counted 3 times." in snapshot

        # From here on nobody waits for records: drain them, or the app blocks on a full pipe.
        threading.Thread(target=lambda: [None for _ in iter(app.stdout.readline, b"")], daemon=True).start()
        state = ctl(sock, {"event": "state"})
        pid = state["pid"]
        before = rss_kib(pid)
        began = time.monotonic()
        for index in range(args.reloads):
            reply = ctl(sock, {"event": "reload"})
            if not reply.get("ok"):
                raise SystemExit(f"reload {index} failed: {reply}")
            if index == 9:
                after_ten = rss_kib(pid)
        endurance_seconds = time.monotonic() - began
        after = rss_kib(pid)
        final = ctl(sock, {"event": "state"})
        ctl(sock, {"event": "terminate"})
        app.wait(timeout=30)

        def line(label, values):
            return (f"{label}: median {statistics.median(values):.2f} ms, p10 {percentile(values, 0.1):.2f}, "
                    f"p90 {percentile(values, 0.9):.2f}, p99 {percentile(values, 0.99):.2f}, max {max(values):.2f} ms")

        print(f"rename → new generation, {args.rounds} rounds (state kept: {kept})")
        print("  " + line("to stateRestored", restored))
        print("  " + line("to reloaded     ", reloaded))
        print(f"  bounds: median ≤ 10 ms {'PASS' if statistics.median(restored) <= 10 else 'FAIL'}, "
              f"p99 ≤ 30 ms {'PASS' if percentile(restored, 0.99) <= 30 else 'FAIL'} (to stateRestored)")
        print(f"{args.reloads} reloads in one process ({endurance_seconds:.1f} s, generation {final.get('generation')}, still {final.get('state')}):")
        print(f"  RSS {before / 1024:.1f} MiB before, {after_ten / 1024:.1f} MiB after 10, {after / 1024:.1f} MiB after {args.reloads}: "
              f"growth {(after - before) / 1024:.1f} MiB ({(after - before) / args.reloads:.0f} KiB per reload), "
              f"≤ 64 MiB {'PASS' if (after - before) / 1024 <= 64 else 'FAIL'}")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
