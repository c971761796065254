#!/usr/bin/env python3
"""`apphost dev`'s edit-to-live time, split into the compiler's share and the host's.

A scratch package made by `apphost init Greeter` (building against this checkout's SDK) runs
under `apphost dev --headless`. Each round saves MainViewController.swift with a new label text
(written elsewhere and renamed over the file, as editors save), then reads apphost dev's line

    apphost dev: generation N is live: built in B s, live H ms after the build

B is `swift build`'s wall time (the compiler's share, with SwiftPM's planning and the link); H
runs from the moment apphost dev sees `swift build` exit to the moment the app's reply to the
`reload` request arrives: the new generation loaded, its interface rebuilt, its state restored,
applicationDidBecomeActive called (the host's share). Each round then checks the new label over
the control socket, with the count kept.

    python3 Benchmarks/dev_loop.py                    # debug build of apphost, 10 rounds
    python3 Benchmarks/dev_loop.py --configuration release --rounds 20
    python3 Benchmarks/dev_loop.py --no-build
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reload import ctl  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LIVE = re.compile(r"generation (\d+) is live: built in ([0-9.]+) s, live ([0-9.]+) ms after the build")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--configuration", choices=["debug", "release"], default="debug",
                        help="the apphost (and libHostKit.so) build to measure; the plugin is always a debug build, as apphost dev makes it")
    parser.add_argument("--no-build", action="store_true", help="use the apphost already built")
    return parser.parse_args()


class DevOutput:
    """apphost dev's merged output, read on a thread; waits for a line matching a pattern."""

    def __init__(self, stream):
        self.lines = []
        self.condition = threading.Condition()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for raw in stream:
            with self.condition:
                self.lines.append(raw.decode(errors="replace").rstrip("\n"))
                self.condition.notify_all()

    def wait_for(self, pattern, start, timeout=600):
        deadline = time.monotonic() + timeout
        with self.condition:
            while True:
                for index in range(start, len(self.lines)):
                    match = pattern.search(self.lines[index])
                    if match:
                        return index + 1, match
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    sys.exit("timed out; apphost dev said:\n" + "\n".join(self.lines[-40:]))
                self.condition.wait(remaining)


def describe(name, values, unit):
    values = sorted(values)
    spread = statistics.stdev(values) if len(values) > 1 else 0
    return f"{name}: median {statistics.median(values):.{1 if unit == 'ms' else 2}f} {unit}, min {values[0]:g}, max {values[-1]:g}, stdev {spread:.2f} ({len(values)} rounds)"


def main():
    arguments = parse_arguments()
    configuration = arguments.configuration
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", configuration], cwd=ROOT, check=True)
    apphost = ROOT / ".build" / configuration / "apphost"
    scratch = tempfile.mkdtemp(prefix="apphost-dev-benchmark-")
    try:
        subprocess.run([str(apphost), "init", "Greeter"], cwd=scratch, check=True, stdout=subprocess.DEVNULL)
        package = Path(scratch) / "Greeter"
        controller = package / "Sources" / "Greeter" / "MainViewController.swift"
        original = controller.read_text()
        dev = subprocess.Popen([str(apphost), "dev", "--headless"], cwd=package, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        output = DevOutput(dev.stdout)
        seen, match = output.wait_for(re.compile(r"the app's control socket will be (\S+)"), 0)
        sock = match.group(1)
        seen, _ = output.wait_for(re.compile(r"state inactive → active"), seen)
        for _ in range(3):
            ctl(sock, {"event": "tap", "identifier": "greet"})
        compile_seconds, host_ms = [], []
        for round_number in range(1, arguments.rounds + 1):
            word = f"Round{round_number}"
            staged = controller.with_name(".MainViewController.swift.tmp")
            staged.write_text(original.replace('"Greeted \\(count) time', f'"{word} \\(count) time'))
            os.rename(staged, controller)
            seen, match = output.wait_for(LIVE, seen)
            compile_seconds.append(float(match.group(2)))
            host_ms.append(float(match.group(3)))
            reply = ctl(sock, {"expect": "text", "identifier": "greeting", "equals": f"{word} 3 times"})
            if not reply.get("ok"):
                sys.exit(f"round {round_number}: the new text is not live with the count kept: {reply}")
            print(f"round {round_number}: built in {match.group(2)} s, live {match.group(3)} ms after the build", flush=True)
        dev.send_signal(signal.SIGINT)
        dev.wait(timeout=60)
        print()
        print(f"apphost ({configuration}) dev on apphost init's Greeter, {arguments.rounds} edits of one Swift file")
        print(describe("compiler's share (swift build)", compile_seconds, "s"))
        print(describe("host's share (build end -> generation live)", host_ms, "ms"))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
