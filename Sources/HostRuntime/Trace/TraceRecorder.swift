import Foundation
import Lifecycle
import Synchronization
import SystemInterop

/// Writes the trace: JSON Lines, one record per callback, state change or host event, with a
/// fixed key order so that a trace reads the same every run. See `Sources/HostKit/HostKit.docc/Trace.md`.
@MainActor
package final class TraceRecorder {
    package enum Kind: String, Sendable {
        case app, vc, view, state, host, log
    }

    package enum Value: Sendable, Equatable {
        case string(String)
        case int(Int64)
        case double(Double)
        case strings([String])
    }

    /// One record as the trace file has it, before it is written as JSON.
    package struct Record: Sendable {
        package var sequence: Int
        package var generation: Int
        package var kind: Kind
        package var name: String
        package var object: String?
        package var state: LifecycleState?
        package var fields: [(key: String, value: Value)]
    }

    private enum Sink {
        case none
        case standardOutput
        case file(FileHandle)
        /// Kept in memory as values (HostKitTesting's `app.trace`).
        case memory
    }

    /// The records of a trace kept in memory, in order.
    package private(set) var keptRecords: [Record] = []

    private let sink: Sink
    private let origin: ContinuousClock.Instant
    private let sequence = TraceSequence()

    /// No trace at all: records are dropped.
    init(origin: ContinuousClock.Instant) {
        sink = .none
        self.origin = origin
    }

    /// A trace kept in memory, in `keptRecords`.
    package init(keepingRecordsFrom origin: ContinuousClock.Instant) {
        sink = .memory
        self.origin = origin
    }

    /// A trace written to `destination`: a file path, created or emptied (or, when `appending`,
    /// continued: a supervised app restarted after a crash goes on with the same trace), or `-`
    /// for standard output.
    init(destination: String, origin: ContinuousClock.Instant, appending: Bool = false) throws(HostError) {
        self.origin = origin
        if destination == "-" {
            sink = .standardOutput
            return
        }
        sink = .file(try FileHandle(output: destination, appending: appending, naming: "trace file"))
    }

    /// Every callback and state change recorded so far, as `Object.name` (or `name`), for the
    /// `trace` expectation: kept with or without a trace file, but only when something may ask
    /// (`keepsCallbackNames`), since callbacks run millions of times a second. A set, so it grows
    /// with the distinct callbacks an app has, not with how long it runs.
    private var callbackNames: Set<String> = []
    /// Whether to keep `callbackNames`: set when a script or the control socket can send a
    /// `trace` expectation.
    var keepsCallbackNames = false

    /// Whether a callback or state record so far contains `text` in its `Object.name`.
    func hasRecord(containing text: String) -> Bool {
        callbackNames.contains { $0.contains(text) }
    }

    /// The plugin generation whose code runs now; every record carries it.
    var generation: Int {
        get { sequence.generation }
        set { sequence.generation = newValue }
    }

    var isEnabled: Bool {
        if case .none = sink { return false }
        return true
    }

    func record(_ kind: Kind, _ name: String, object: String? = nil, state: LifecycleState?, _ fields: KeyValuePairs<String, Value> = [:]) {
        record(kind, name, object: object, state: state, fields: fields.lazy.map { ($0.key, $0.value) })
    }

    /// A record whose extra fields are all strings: the details of a callback.
    func record(_ kind: Kind, _ name: String, object: String?, state: LifecycleState?, details: KeyValuePairs<String, String>) {
        record(kind, name, object: object, state: state, fields: details.lazy.map { ($0.key, Value.string($0.value)) })
    }

    func record(_ kind: Kind, _ name: String, object: String? = nil, state: LifecycleState?, fields: some Sequence<(String, Value)>) {
        if keepsCallbackNames, kind != .host, kind != .log { callbackNames.insert(object.map { "\($0).\(name)" } ?? name) }
        guard isEnabled else { return }
        if case .memory = sink {
            keptRecords.append(Record(sequence: sequence.next(), generation: sequence.generation, kind: kind, name: name, object: object, state: state,
                                      fields: fields.map { (key: $0.0, value: $0.1) }))
            return
        }
        write(Self.line(sequence: sequence, origin: origin, kind, name, object: object, state: state, fields: fields))
    }

    /// One record, as a line of JSON.
    nonisolated fileprivate static func line(sequence: TraceSequence, origin: ContinuousClock.Instant, _ kind: Kind, _ name: String, object: String?,
                                 state: LifecycleState?, fields: some Sequence<(String, Value)>) -> String {
        var line = "{\"seq\":\(sequence.next()),\"t_ns\":\(origin.duration(to: .now).nanoseconds),\"gen\":\(sequence.generation),\"kind\":\"\(kind.rawValue)\",\"name\":"
        JSONText.appendString(name, to: &line)
        if let object {
            line += ",\"object\":"
            JSONText.appendString(object, to: &line)
        }
        if let state { line += ",\"state\":\"\(state.rawValue)\"" }
        for (key, value) in fields {
            line += ",\"\(key)\":"
            switch value {
            case .string(let text): JSONText.appendString(text, to: &line)
            case .int(let number): line += String(number)
            case .double(let number): JSONText.appendNumber(number, to: &line)
            case .strings(let texts):
                line += "["
                for (index, text) in texts.enumerated() {
                    if index > 0 { line += "," }
                    JSONText.appendString(text, to: &line)
                }
                line += "]"
            }
        }
        line += "}\n"
        return line
    }

    /// A writer for the one thread that may record while the main thread is stuck: the
    /// watchdog's, which writes its report and ends the process.
    var emergencyWriter: TraceEmergencyWriter {
        switch sink {
        case .none, .memory: TraceEmergencyWriter(destination: .none, origin: origin, sequence: sequence)
        case .standardOutput: TraceEmergencyWriter(destination: .standardOutput, origin: origin, sequence: sequence)
        case .file(let handle): TraceEmergencyWriter(destination: .file(handle), origin: origin, sequence: sequence)
        }
    }

    func recordStateChange(from: LifecycleState, to: LifecycleState) {
        record(.state, "stateChanged", state: nil, ["from": .string(from.rawValue), "to": .string(to.rawValue)])
    }

    private func write(_ line: String) {
        switch sink {
        case .none, .memory: break
        case .standardOutput: writeToStandardOutputAndFlush(line)
        case .file(let handle): try? handle.write(contentsOf: Data(line.utf8))  // a reader that went away raises SIGPIPE
        }
    }
}

/// Numbers the records and knows the running generation; shared with the emergency writer, so
/// that its records follow on.
final class TraceSequence: Sendable {
    private let counter = Atomic<Int>(0)
    private let currentGeneration = Atomic<Int>(1)

    func next() -> Int { counter.add(1, ordering: .relaxed).newValue }

    var generation: Int {
        get { currentGeneration.load(ordering: .relaxed) }
        set { currentGeneration.store(newValue, ordering: .relaxed) }
    }
}

/// Writes trace records from any thread, without stdio: see ``TraceRecorder/emergencyWriter``.
struct TraceEmergencyWriter: Sendable {
    enum Destination: Sendable {
        case none
        case standardOutput
        case file(FileHandle)
    }

    let destination: Destination
    let origin: ContinuousClock.Instant
    let sequence: TraceSequence

    func record(_ kind: TraceRecorder.Kind, _ name: String, object: String? = nil, state: LifecycleState?, _ fields: KeyValuePairs<String, TraceRecorder.Value>) {
        let line = TraceRecorder.line(sequence: sequence, origin: origin, kind, name, object: object, state: state,
                                      fields: fields.lazy.map { ($0.key, $0.value) })
        switch destination {
        case .none: break
        case .standardOutput: writeToStandardOutputDirectly(line)
        case .file(let handle): try? handle.write(contentsOf: Data(line.utf8))  // a reader that went away raises SIGPIPE
        }
    }
}

/// The small part of JSON the trace and the control replies need: string literals, escaped as
/// RFC 8259 requires, and numbers.
enum JSONText {
    /// A whole number without a fraction (`120`, not `120.0`); `null` for what JSON cannot hold.
    static func appendNumber(_ number: Double, to output: inout String) {
        guard number.isFinite else {
            output += "null"
            return
        }
        output += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    static func appendString(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20:
                output.append("\\u")
                let hex = String(scalar.value, radix: 16)
                output.append(String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
