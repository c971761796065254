#!/usr/bin/env python3
"""AppHost's constraint solver (LayoutSolver) against kiwisolver, on identical systems, in one run.

Builds `LayoutSolverSystems` (this package) in release mode, which builds the systems below in
Swift and times LayoutSolver on them; then builds the same systems with kiwisolver (the C++ kiwi
solver behind its Python binding) and times kiwi. Constraints are built before the clock starts on
both sides, so only the solver is timed (adding and solving, or suggesting values); kiwi's
figures include one Python-to-C++ call per constraint or suggestion (about 0.1 µs each).

Usage: python3 Benchmarks/layout_solver.py [--runs N] [--no-build] [--kiwi-large]
(`--kiwi-large` also runs kiwi on the 10,000-view screen, which takes it minutes.)
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

HERE = os.path.dirname(os.path.abspath(__file__))


class Box:
    def __init__(self):
        self.left, self.top, self.width, self.height = (kiwi.Variable() for _ in range(4))

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


def screen(views):
    """The nested screen of LayoutSolverSystems' `screen`: containers of up to 20 children."""
    root = Box()
    constraints = [root.left == 0, root.top == 0]
    fill(root, views, constraints)
    return constraints, root


def fill(parent, views, constraints):
    if views <= 20:
        leaves(views, parent, constraints)
        return
    capacity = 20
    while capacity * 20 < views:
        capacity *= 20
    previous = None
    remaining = views
    while remaining > 0:
        count = min(capacity, remaining)
        remaining -= count
        child = Box()
        constraints.append(child.left == parent.left + 8)
        constraints.append(child.right == parent.right - 8)
        constraints.append(child.top == (previous.bottom + 8 if previous else parent.top + 8))
        fill(child, count, constraints)
        previous = child
    constraints.append(parent.bottom == previous.bottom + 8)


def leaves(count, container, constraints):
    last_leading = None
    index = 0
    while index < count:
        leading = Box()
        constraints.append(leading.left == container.left + 8)
        constraints.append(leading.top == (last_leading.bottom + 4 if last_leading else container.top + 8))
        constraints.append(leading.height == 40)
        constraints.append(leading.width >= 20)
        if index + 1 < count:
            trailing = Box()
            constraints.append(trailing.left == leading.right + 8)
            constraints.append(trailing.right == container.right - 8)
            constraints.append(trailing.width == leading.width)
            constraints.append(trailing.top == leading.top)
            constraints.append(trailing.height == leading.height)
        else:
            constraints.append(leading.right == container.right - 8)
        last_leading = leading
        index += 2
    constraints.append(container.bottom == last_leading.bottom + 8)


def grid(weak_widths):
    """200 views in rows of 10, each chained to its left neighbour."""
    screen_width = kiwi.Variable()
    constraints = []
    for row in range(20):
        previous = None
        for column in range(10):
            view = Box()
            constraints.append(view.left == (previous.right + 10 if previous else 0))
            constraints.append(view.top == row * 50)
            constraints.append(view.height == 40)
            if weak_widths:
                constraints.append(view.width >= 20)
                constraints.append(view.width <= 300)
                constraints.append((view.width == 100) | "weak")
                if column == 9:
                    constraints.append(view.right <= screen_width)
            else:
                constraints.append(view.width == 50)
            previous = view
    return constraints, screen_width


def resize_width(step):
    return float(320 + (step * 37) % 700)


def start_screen(solver, root):
    solver.addEditVariable(root.width, "strong")
    solver.suggestValue(root.width, 390)


def timed(body):
    start = time.perf_counter_ns()
    body()
    return (time.perf_counter_ns() - start) / 1e6


def run(system):
    solver = kiwi.Solver()

    def add_all(constraints):
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()

    if system == "screen-add-1000":
        constraints, root = screen(212)
        return len(constraints), timed(lambda: (start_screen(solver, root), add_all(constraints)))
    if system == "screen-edit-1000":
        constraints, root = screen(212)
        start_screen(solver, root)
        add_all(constraints)

        def edits():
            for step in range(1000):
                solver.suggestValue(root.width, resize_width(step))
                solver.updateVariables()
        return len(constraints), timed(edits)
    if system in ("grid-200", "grid-200-weak-widths"):
        constraints, _ = grid(system == "grid-200-weak-widths")
        return len(constraints), timed(lambda: add_all(constraints))
    if system == "grid-200-weak-widths-edit-1000":
        constraints, width = grid(True)
        add_all(constraints)
        solver.addEditVariable(width, "strong")

        def edits():
            for step in range(1000):
                solver.suggestValue(width, float(300 + (step * 37) % 1100))
                solver.updateVariables()
        return len(constraints), timed(edits)
    if system in ("views-1000-layout", "views-10000-layout"):
        constraints, root = screen(1000 if system == "views-1000-layout" else 10000)
        return len(constraints), timed(lambda: (start_screen(solver, root), add_all(constraints)))
    if system == "views-1000-resize":
        constraints, root = screen(1000)
        start_screen(solver, root)
        add_all(constraints)

        def resize():
            solver.suggestValue(root.width, 844)
            solver.updateVariables()
        return len(constraints), timed(resize)
    raise ValueError(system)


SYSTEMS = ["screen-add-1000", "screen-edit-1000", "grid-200", "grid-200-weak-widths",
           "grid-200-weak-widths-edit-1000", "views-1000-layout", "views-1000-resize", "views-10000-layout"]


def summary(samples):
    ordered = sorted(samples)
    def at(q):
        return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]
    return statistics.median(samples), at(0.1), at(0.9)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--kiwi-large", action="store_true")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "LayoutSolverSystems"], cwd=HERE, check=True,
                       stdout=subprocess.DEVNULL)
    executable = os.path.join(HERE, ".build", "release", "LayoutSolverSystems")
    ours = {}
    output = subprocess.run([executable, str(options.runs)] + SYSTEMS, check=True, capture_output=True, text=True).stdout
    for line in output.splitlines():
        record = json.loads(line)
        ours[record["system"]] = record
    print(f"{'system':34} {'constraints':>11} {'LayoutSolver ms (p10-p90)':>28} {'kiwi ms (p10-p90)':>26} {'ratio':>6}")
    for system in SYSTEMS:
        median, low, high = summary(ours[system]["samples_ms"])
        if system == "views-10000-layout" and not options.kiwi_large:
            kiwi_text, ratio = "not run (--kiwi-large)", ""
        else:
            run(system)  # warm-up
            samples = [run(system)[1] for _ in range(options.runs if system != "views-10000-layout" else 1)]
            kiwi_median, kiwi_low, kiwi_high = summary(samples)
            kiwi_text = f"{kiwi_median:9.3f} ({kiwi_low:.3f}-{kiwi_high:.3f})"
            ratio = f"{median / kiwi_median:6.2f}"
        print(f"{system:34} {ours[system]['constraints']:>11} {median:9.3f} ({low:.3f}-{high:.3f}){'':>4} {kiwi_text:>26} {ratio:>6}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
