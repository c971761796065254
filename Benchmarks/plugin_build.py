#!/usr/bin/env python3
"""First-build time of a plugin package made by `apphost init`, built against an installed SDK.

Installs the given apphost (default: the checkout's release build) into a scratch prefix, then,
in a scratch folder outside the repository, times `swift build` from a clean package (no
`.build`, so SwiftPM compiles the manifest and every file) for:

- `init`: the package `apphost init Greeter` makes (two Swift files and the test target's
  manifest entry; `swift build` builds the plugin only), and
- `one-file`: the same package with its sources replaced by one file holding the delegate.

Each build runs --runs times (default 5); the script prints median, min and max in seconds, and
checks that no build compiled AppHost (`Compiling HostKit`) or made a second libHostKit.so.

    swift build -c release && python3 Benchmarks/plugin_build.py
    python3 Benchmarks/plugin_build.py --apphost .build/debug/apphost --runs 3
"""
import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ONE_FILE = """import HostKit

public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
}
"""


def run(command, cwd, env=None):
    result = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed in {cwd}:\n{result.stdout[-4000:]}")
    return result.stdout


def time_builds(package: Path, runs: int):
    times = []
    for _ in range(runs):
        shutil.rmtree(package / ".build", ignore_errors=True)
        start = time.perf_counter()
        output = run(["swift", "build"], package)
        times.append(time.perf_counter() - start)
        if "Compiling HostKit" in output or list((package / ".build").rglob("libHostKit.so")):
            sys.exit("the plugin's build compiled AppHost or made a second libHostKit.so")
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--apphost", default=str(ROOT / ".build" / "release" / "apphost"))
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="apphost-plugin-build-") as scratch:
        scratch = Path(scratch)
        run([str(Path(options.apphost).resolve()), "install", "--prefix", str(scratch / "prefix")], scratch)
        apphost = str(scratch / "prefix" / "bin" / "apphost")
        run([apphost, "init", "Greeter"], scratch)
        run([apphost, "init", "OneFile", "--template", "code"], scratch)
        one_file = scratch / "OneFile" / "Sources" / "OneFile"
        shutil.rmtree(one_file)
        one_file.mkdir()
        (one_file / "AppDelegate.swift").write_text(ONE_FILE)
        print(f"first build from clean, {options.runs} runs each, seconds: median (min-max)")
        for label, package in [("init", scratch / "Greeter"), ("one-file", scratch / "OneFile")]:
            times = time_builds(package, options.runs)
            print(f"{label:9} {statistics.median(times):6.2f} ({min(times):.2f}-{max(times):.2f})")


if __name__ == "__main__":
    main()
