import Foundation

extension TraceRecord {
    /// A line of a `--trace` file; `nil` for one that is not a record.
    init?(jsonLine line: Substring) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
              let sequence = (object["seq"] as? NSNumber)?.intValue, let name = object["name"] as? String,
              let kind = (object["kind"] as? String).flatMap(Kind.init(rawValue:)) else { return nil }
        let known: Set = ["seq", "t_ns", "gen", "kind", "name", "object", "state"]
        var fields: [String: Value] = [:]
        for (key, value) in object where !known.contains(key) {
            switch value {
            case let text as String: fields[key] = .string(text)
            case let texts as [String]: fields[key] = .strings(texts)
            case let number as NSNumber:
                fields[key] = number.doubleValue == number.doubleValue.rounded() && abs(number.doubleValue) < 1e15 ? .int(number.int64Value) : .double(number.doubleValue)
            default: continue
            }
        }
        self.init(sequence: sequence, generation: (object["gen"] as? NSNumber)?.intValue ?? 1, kind: kind, name: name,
                  object: object["object"] as? String, state: (object["state"] as? String).flatMap(AppState.init(rawValue:)), fields: fields)
    }
}
