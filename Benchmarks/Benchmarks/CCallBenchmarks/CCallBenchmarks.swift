// C plugins: the cost of calling a C action through libffi, against calling it directly.
//
// The target (issue 6): a libffi-dispatched call to a C action costs at most 150 ns more than a
// direct call, with a cached cif.
//
// The action is `void benchmark_action(apphost_object target, apphost_object sender)`
// (`Sources/CBenchmarkActions`), the signature the host gives every C action ("v@@"). The direct
// call goes through a C function pointer, as a host that knew the prototype at compile time would
// make it. The libffi call is the host's own: `CCallInterface.call` on an interface prepared
// once from the encoding, with the two object handles as `CValue`s, exactly as
// `CAdapter.performCAction` makes it. One iteration is 1,000 calls.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target CCallBenchmarks

import Benchmark
import CBenchmarkActions
import SystemInterop

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .nanoseconds,
                                                warmupIterations: 1_000, maxDuration: .seconds(5), maxIterations: 20_000)
    // Handles are opaque to the action; any non-NULL bits do.
    let target = OpaquePointer(bitPattern: 0x1000)
    let sender = OpaquePointer(bitPattern: 0x2000)

    Benchmark("1,000 direct calls to a C action", configuration: configuration) { benchmark in
        let action: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = benchmark_action
        for _ in benchmark.scaledIterations {
            for _ in 0..<1_000 { action(target, sender) }
        }
        precondition(benchmark_action_calls() > 0)
    }

    Benchmark("1,000 libffi calls to a C action (cached cif)", configuration: configuration) { benchmark in
        // Prepared once, as the host prepares one interface per encoding when a plugin loads.
        let interface = try CCallInterface(CSignature(encoding: "v@@"))
        let function = CFunction(address: unsafeBitCast(benchmark_action as @convention(c) (OpaquePointer?, OpaquePointer?) -> Void, to: UnsafeRawPointer.self))!
        let arguments: (CValue, CValue) = (.object(UInt(bitPattern: target)), .object(UInt(bitPattern: sender)))
        for _ in benchmark.scaledIterations {
            for _ in 0..<1_000 { blackHole(interface.call(function, [arguments.0, arguments.1])) }
        }
        precondition(benchmark_action_calls() > 0)
    }
}
