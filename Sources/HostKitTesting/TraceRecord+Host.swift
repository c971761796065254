import HostRuntime

extension TraceRecord {
    /// The host's record, as the trace file would have it.
    init(_ record: TraceRecorder.Record) {
        var fields: [String: Value] = [:]
        for (key, value) in record.fields {
            fields[key] = switch value {
            case .string(let text): .string(text)
            case .int(let number): .int(number)
            case .double(let number): .double(number)
            case .strings(let texts): .strings(texts)
            }
        }
        self.init(sequence: record.sequence, generation: record.generation, kind: Kind(rawValue: record.kind.rawValue) ?? .host, name: record.name,
                  object: record.object, state: record.state.map(AppState.init), fields: fields)
    }
}
