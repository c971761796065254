// Lays out the Auto Layout benchmarks' screen (`ConstrainedScreen`) and prints each layout's CPU
// and wall time and the minor page faults it took, without the benchmark harness: a process small
// enough to run under valgrind's callgrind, whose instruction counts do not move with the load of
// a shared machine (`layout_instructions.py` runs it so). Each screen is built right before its
// layout is timed.
//
//   AutoLayoutProbe [layout-1000|layout-10000|resize-1000|resize-1000-preserving|layout-<views>]... [--runs N] [--warmup N] [--cold MiB] [--release-screens]
//
// `resize-1000-preserving` resizes the same screen with one view preserving its superview's
// margins, as an imported table's cells do: what a layout pass pays to find such views.
// `layout-<views>` lays out a screen of that many views (100 to 100,000), to follow how the time per
// view grows between the benchmark's two sizes.
// `--cold MiB` writes that many MiB of other memory between building a screen and laying it out,
// so that a screen small enough to stay in the cache after it is built starts its layout from
// the cache state a larger one does: it separates the growth that comes from the cache's size
// from the growth in the work.
// `--release-screens` lets each screen go right after its layout, as each iteration of
// `AutoLayoutBenchmarks` does, so that a layout may take memory an earlier one gave back instead
// of fresh pages (without it, every layout takes fresh memory, as an app's first one does).

import ConstrainedScreens
import Foundation
import HostKit

struct Options {
    var cases: [String] = []
    var runs: Int?
    var warmup: Int?
    /// MiB of memory written between building a screen and laying it out; 0 for none.
    var coldMebibytes = 0
    /// Whether each screen is let go after its layout rather than kept to the end.
    var releasesScreens = false

    static let allCases = ["layout-1000", "layout-10000", "resize-1000", "resize-1000-preserving"]

    /// The views of `layout-<views>`, within 100 to 100,000.
    static func screenSize(of name: String) -> Int? {
        guard name.hasPrefix("layout-"), let views = Int(name.dropFirst(7)), (100...100_000).contains(views) else { return nil }
        return views
    }

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func number(after option: String) throws -> Int {
            guard let text = remaining.popFirst(), let value = Int(text), value >= 0 else { throw UsageError(message: "\(option) takes a whole number") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": runs = try number(after: argument)
            case "--warmup": warmup = try number(after: argument)
            case "--cold": coldMebibytes = try number(after: argument)
            case "--release-screens": releasesScreens = true
            case let name where Self.allCases.contains(name) || Self.screenSize(of: name) != nil: cases.append(name)
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        if cases.isEmpty { cases = Self.allCases }
        if runs == 0 { throw UsageError(message: "--runs must be at least 1") }
    }
}

struct UsageError: Error {
    let message: String
}

/// One timed layout: milliseconds of CPU and wall time, and the minor page faults it took (on a
/// virtual machine each costs microseconds, so the memory a layout first touches shows in its time).
typealias Sample = (cpu: Double, wall: Double, faults: Int)

/// Milliseconds of this thread's CPU time and of the monotonic clock, and the process's minor faults.
func now() -> Sample {
    var cpu = timespec(), wall = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
    clock_gettime(CLOCK_MONOTONIC, &wall)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func milliseconds(_ time: timespec) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6 }
    return (milliseconds(cpu), milliseconds(wall), usage.ru_minflt)
}

@MainActor
func time(_ work: () -> Void) -> Sample {
    let start = now()
    work()
    let end = now()
    return (end.cpu - start.cpu, end.wall - start.wall, end.faults - start.faults)
}

/// Each screen is laid out right after it is built, as an app lays out the screen it just
/// loaded. (`AutoLayoutBenchmarks` builds all its screens before the clock starts; either way gave
/// the same ratio of the two sizes, `Benchmarks/README.md`, "Tried and not kept: origins in
/// superview coordinates".) The screens are kept until the end, so each layout takes fresh memory
/// as a first one does.
/// Memory that `--cold` writes over, made once, so that no layout pays its faults.
var evictionBuffer: UnsafeMutableRawBufferPointer?

/// Writes `mebibytes` of memory other than the screen's, pushing the screen out of the caches.
@MainActor
func evictCache(mebibytes: Int) {
    guard mebibytes > 0 else { return }
    let buffer = evictionBuffer ?? .allocate(byteCount: mebibytes << 20, alignment: 64)
    evictionBuffer = buffer
    var word: UInt64 = 0
    for offset in stride(from: 0, to: buffer.count, by: 64) {
        word &+= buffer.load(fromByteOffset: offset, as: UInt64.self)
        buffer.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
    }
}

@MainActor
func firstLayouts(views: Int, runs: Int, coldMebibytes: Int) -> [Sample] {
    var screens: [View] = []
    var samples: [Sample] = []
    for _ in 0..<runs {
        let screen = ConstrainedScreen.make(views: views)
        evictCache(mebibytes: coldMebibytes)
        samples.append(time { screen.layoutIfNeeded() })
        if options.releasesScreens {
            precondition(screen.subviews.first?.frame.width == 390 - 16, "a screen was not laid out")
        } else {
            screens.append(screen)
        }
    }
    precondition(screens.allSatisfy { $0.subviews.first?.frame.width == 390 - 16 }, "a screen was not laid out")
    return samples
}

@MainActor
func resizes(runs: Int, preserving: Bool = false) -> [Sample] {
    let top = ConstrainedScreen.make(views: 1_000)
    if preserving { top.subviews[0].subviews[0].preservesSuperviewLayoutMargins = true }
    top.layoutIfNeeded()
    return (0..<runs).map { index in
        time {
            top.frame = CGRect(x: 0, y: 0, width: index.isMultiple(of: 2) ? 844 : 390, height: 844)
            top.layoutIfNeeded()
        }
    }
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return String(format: "min %.3f  median %.3f  max %.3f", sorted[0], sorted[sorted.count / 2], sorted[sorted.count - 1])
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data("AutoLayoutProbe: \(error.message)\nusage: AutoLayoutProbe [\(Options.allCases.joined(separator: "|"))|layout-<views>]... [--runs N] [--warmup N] [--cold MiB] [--release-screens]\n".utf8))
    exit(2)
}

MainActor.assumeIsolated {
    for name in options.cases {
        let samples: [Sample]
        switch name {
        case "layout-1000":
            _ = firstLayouts(views: 1_000, runs: options.warmup ?? 3, coldMebibytes: options.coldMebibytes)
            samples = firstLayouts(views: 1_000, runs: options.runs ?? 30, coldMebibytes: options.coldMebibytes)
        case "layout-10000":
            _ = firstLayouts(views: 10_000, runs: options.warmup ?? 1, coldMebibytes: options.coldMebibytes)
            samples = firstLayouts(views: 10_000, runs: options.runs ?? 5, coldMebibytes: options.coldMebibytes)
        case let name where Options.screenSize(of: name) != nil:
            let views = Options.screenSize(of: name)!
            _ = firstLayouts(views: views, runs: options.warmup ?? 1, coldMebibytes: options.coldMebibytes)
            samples = firstLayouts(views: views, runs: options.runs ?? 5, coldMebibytes: options.coldMebibytes)
        default:
            let preserving = name == "resize-1000-preserving"
            _ = resizes(runs: options.warmup ?? 20, preserving: preserving)
            samples = resizes(runs: options.runs ?? 400, preserving: preserving)
        }
        let faults = samples.map(\.faults).sorted()[samples.count / 2]
        print("\(name): \(samples.count) runs, ms; CPU \(summary(samples.map(\.cpu))); wall \(summary(samples.map(\.wall))); median minor faults \(faults)")
    }
}
