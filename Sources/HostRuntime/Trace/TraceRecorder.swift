import Foundation
import Lifecycle
import SystemInterop

/// Writes the trace: JSON Lines, one record per callback, state change or host event, with a
/// fixed key order so that a trace reads the same every run. See `Sources/HostKit/HostKit.docc/Trace.md`.
@MainActor
final class TraceRecorder {
    enum Kind: String {
        case app, vc, view, state, host
    }

    enum Value {
        case string(String)
        case int(Int64)
    }

    private enum Sink {
        case none
        case standardOutput
        case file(FileHandle)
    }

    private let sink: Sink
    private let origin: ContinuousClock.Instant
    private var sequence = 0

    /// No trace at all: records are dropped.
    init(origin: ContinuousClock.Instant) {
        sink = .none
        self.origin = origin
    }

    /// A trace written to `destination`: a file path, created or emptied, or `-` for standard output.
    init(destination: String, origin: ContinuousClock.Instant) throws(HostError) {
        self.origin = origin
        if destination == "-" {
            sink = .standardOutput
            return
        }
        guard FileManager.default.createFile(atPath: destination, contents: nil),
              let handle = FileHandle(forWritingAtPath: destination)
        else {
            throw HostError(.cannotWrite, "cannot create trace file '\(destination)'",
                            remedy: "check that its folder exists and is writable")
        }
        sink = .file(handle)
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

    private func record(_ kind: Kind, _ name: String, object: String?, state: LifecycleState?, fields: some Sequence<(String, Value)>) {
        guard isEnabled else { return }
        sequence += 1
        var line = "{\"seq\":\(sequence),\"t_ns\":\(origin.duration(to: .now).nanoseconds),\"kind\":\"\(kind.rawValue)\",\"name\":"
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
            }
        }
        line += "}\n"
        write(line)
    }

    func recordStateChange(from: LifecycleState, to: LifecycleState) {
        record(.state, "stateChanged", state: nil, ["from": .string(from.rawValue), "to": .string(to.rawValue)])
    }

    private func write(_ line: String) {
        switch sink {
        case .none: break
        case .standardOutput: writeToStandardOutputAndFlush(line)
        case .file(let handle): handle.write(Data(line.utf8))
        }
    }
}

/// The small part of JSON the trace needs: string literals, escaped as RFC 8259 requires.
enum JSONText {
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
