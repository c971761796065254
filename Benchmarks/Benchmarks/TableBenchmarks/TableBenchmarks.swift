// Table views (issue 19): a million rows of uniform height.
//
// The targets:
// - `reloadData` of 1,000,000 rows, and the layout that fills the screen again: ≤ 1 ms.
// - Scrolling through 10,000 rows creates ≤ visible rows + 4 cells (`cellsCreated`).
// - One scroll step (content offset change → cells recycled → layout), without drawing: ≤ 0.5 ms.
// - A full-frame redraw of a scrolled table at @2x: ≤ 4 ms.
// - A table of 1,000,000 rows holds ≤ 2 MiB more than one of 100 rows (`heldBytes`: the growth
//   of resident memory while the table and its data source are made and laid out).
//
// HostKit is main-actor isolated: the measured work runs in `await MainActor.run { }`.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target TableBenchmarks

import Benchmark
import Foundation
import Glibc
@_spi(Drawing) @_spi(Tables) import HostKit

let screen = CGSize(width: 390, height: 844)

/// `rows` numbered rows, each cell's text its number, dequeued by one identifier.
@MainActor
final class Rows: TableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A table filling the screen on `rows`, laid out, in a window.
@MainActor
func makeTable(rows: Rows) -> (Window, TableView) {
    let window = Window(frame: CGRect(origin: .zero, size: screen))
    window.isHidden = false
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}

@MainActor
enum Kept {
    static var objects: [AnyObject] = []
}

/// The process's resident memory, in bytes (`/proc/self/statm`'s second field, in pages):
/// Swift's Glibc module offers no `mallinfo`. Pages are 4 KiB, far below the 2 MiB in question.
func bytesInUse() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Gives every row its own height, so that the table keeps an offset per row: the control that
/// shows the memory measurement sees per-row storage when there is some.
@MainActor
final class Heights: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
}

/// What a table of `count` rows, with its data source, window and visible cells, holds.
@MainActor
func heldBytes(rows count: Int, heights: Heights? = nil) -> Int {
    let before = bytesInUse()
    let rows = Rows(count)
    let (window, table) = makeTable(rows: rows)
    if let heights {
        table.delegate = heights
        table.reloadData()
        table.layoutIfNeeded()
    }
    let held = bytesInUse() - before
    withExtendedLifetime((rows, window, table)) {}
    return held
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 1_000
    )

    Benchmark("reloadData, 1,000,000 rows, and the layout after it", configuration: configuration) { benchmark in
        let (rows, window, table) = await MainActor.run { () -> (Rows, Window, TableView) in
            let rows = Rows(1_000_000)
            let (window, table) = makeTable(rows: rows)
            table.contentOffset = CGPoint(x: 0, y: 22_000_000)
            table.layoutIfNeeded()
            return (rows, window, table)
        }
        benchmark.startMeasurement()
        await MainActor.run {
            table.reloadData()
            table.layoutIfNeeded()
        }
        benchmark.stopMeasurement()
        await MainActor.run { Kept.objects = [rows, window, table] }
    }

    Benchmark("One scroll step, 1,000,000 rows (no drawing)", configuration: configuration) { benchmark in
        let (rows, window, table) = await MainActor.run { () -> (Rows, Window, TableView) in
            let rows = Rows(1_000_000)
            let (window, table) = makeTable(rows: rows)
            return (rows, window, table)
        }
        for step in benchmark.scaledIterations {
            let y = Double(step % 100_000) * 7
            benchmark.startMeasurement()
            await MainActor.run {
                table.contentOffset = CGPoint(x: 0, y: y)
                table.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
        }
        await MainActor.run { Kept.objects = [rows, window, table] }
    }

    Benchmark("Cells created scrolling through 10,000 rows", configuration: .init(
        metrics: [.custom("cellsCreated", polarity: .prefersSmaller, useScalingFactor: false), .custom("visibleRows", useScalingFactor: false)],
        maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        let (created, visible) = await MainActor.run { () -> (Int, Int) in
            let rows = Rows(1_000_000)
            let (window, table) = makeTable(rows: rows)
            var mostVisible = 0
            // A third of a row per step, so every row passes every position on screen.
            for step in 1...30_000 {
                table.contentOffset = CGPoint(x: 0, y: Double(step) * 44 / 3)
                table.layoutIfNeeded()
                mostVisible = max(mostVisible, table.indexPathsForVisibleRows?.count ?? 0)
            }
            withExtendedLifetime((rows, window)) {}
            return (table.cellsCreated, mostVisible)
        }
        benchmark.measurement(.custom("cellsCreated", polarity: .prefersSmaller, useScalingFactor: false), created)
        benchmark.measurement(.custom("visibleRows", useScalingFactor: false), visible)
    }

    Benchmark("Full-frame redraw of a scrolled table @2x", configuration: configuration) { benchmark in
        let (rows, window, table, compositor) = try await MainActor.run { () -> (Rows, Window, TableView, ScreenCompositor) in
            let rows = Rows(1_000_000)
            let (window, table) = makeTable(rows: rows)
            let compositor = try ScreenCompositor(screenOf: screen, scale: 2)
            compositor.display([window])
            return (rows, window, table, compositor)
        }
        for step in benchmark.scaledIterations {
            benchmark.startMeasurement()
            await MainActor.run {
                table.contentOffset = CGPoint(x: 0, y: Double(step % 10_000) * 44 + 17)
                compositor.invalidateScreen()
                _ = compositor.display([window])
            }
            benchmark.stopMeasurement()
        }
        await MainActor.run { Kept.objects = [rows, window, table, compositor] }
    }

    Benchmark("Memory held: 1,000,000 rows against 100 rows", configuration: .init(
        metrics: [.custom("heldBytes 1,000,000 rows", polarity: .prefersSmaller, useScalingFactor: false),
                  .custom("heldBytes 100 rows", polarity: .prefersSmaller, useScalingFactor: false),
                  .custom("heldBytes 1,000,000 rows, heightForRowAt", polarity: .prefersSmaller, useScalingFactor: false)],
        maxDuration: .seconds(10), maxIterations: 5)
    ) { benchmark in
        let (million, hundred, withHeights) = await MainActor.run { () -> (Int, Int, Int) in
            _ = heldBytes(rows: 100)  // warms the caches both share
            return (heldBytes(rows: 1_000_000), heldBytes(rows: 100), heldBytes(rows: 1_000_000, heights: Heights()))
        }
        benchmark.measurement(.custom("heldBytes 1,000,000 rows, heightForRowAt", polarity: .prefersSmaller, useScalingFactor: false), withHeights)
        benchmark.measurement(.custom("heldBytes 1,000,000 rows", polarity: .prefersSmaller, useScalingFactor: false), million)
        benchmark.measurement(.custom("heldBytes 100 rows", polarity: .prefersSmaller, useScalingFactor: false), hundred)
    }
}
