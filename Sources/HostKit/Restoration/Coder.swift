import Foundation
internal import StoryboardFormat

/// A typed key-value archive for state preservation and restoration, as `NSCoder` is in UIKit.
///
/// A view controller writes its state to a coder in
/// ``ViewController/encodeRestorableState(with:)`` and reads it back in
/// ``ViewController/decodeRestorableState(with:)``; the app delegate has a coder of its own. Any
/// `Codable` value can be stored; each is kept as JSON, so the archive stays readable and can be
/// read by a later build of the app.
///
/// ```swift
/// override func encodeRestorableState(with coder: Coder) {
///     coder.encode(count, forKey: "count")
/// }
///
/// override func decodeRestorableState(with coder: Coder) throws {
///     count = try coder.decode(Int.self, forKey: "count")
///     draft = try coder.decodeIfPresent(String.self, forKey: "draft") ?? ""  // added in a later build
/// }
/// ```
@MainActor
public final class Coder {
    package private(set) var contents: CoderContents
    /// Whose state this is, for messages: a controller's class and restoration path, or the delegate.
    package let owner: String

    package init(owner: String, contents: CoderContents = CoderContents()) {
        self.owner = owner
        self.contents = contents
    }

    /// Stores `value` under `key`, replacing what was there.
    ///
    /// A value JSON cannot represent (a `Double` that is not finite, say) is not stored, and the
    /// host reports it: decoding the key then finds nothing.
    public func encode<Value: Encodable>(_ value: Value, forKey key: String) {
        do {
            let data = try CoderValue.encoder.encode(value)
            contents.values[key] = try JSONDecoder().decode(CoderValue.self, from: data)
        } catch {
            contents.values[key] = nil
            HostLink.reportIssue("the \(Self.typeName(Value.self)) for key \"\(key)\" of \(owner) cannot be encoded as JSON, so it was not saved: \(error)",
                                       remedy: "store a value JSON can represent (finite numbers; no custom encoding that fails)")
        }
    }

    /// The value stored under `key`, as a `type`.
    ///
    /// - Throws: ``RestorationError`` with code ``RestorationError/Code/missingKey`` when nothing is
    ///   stored under `key`, ``RestorationError/Code/typeMismatch`` when the stored value is not a
    ///   `type`. The message names the key, the owner of the coder, the type asked for and what was
    ///   found.
    public func decode<Value: Decodable>(_ type: Value.Type, forKey key: String) throws(RestorationError) -> Value {
        guard let stored = contents.values[key] else {
            let known = allKeys
            throw RestorationError(.missingKey, "\(owner) has no value for key \"\(key)\" (expected \(Self.typeName(type)); the coder holds \(known.isEmpty ? "no keys" : "keys " + known.map { "\"\($0)\"" }.joined(separator: ", ")))",
                                   remedy: (Suggestions.closest(to: key, among: known).map { "did you mean \"\($0)\"? " } ?? "")
                                       + "use decodeIfPresent(_:forKey:) for keys that older builds did not write", key: key)
        }
        return try decode(type, from: stored, forKey: key)
    }

    /// The value stored under `key`, as a `type`, or `nil` when nothing is stored under `key`.
    ///
    /// - Throws: ``RestorationError`` with code ``RestorationError/Code/typeMismatch`` when a value
    ///   is stored but is not a `type`.
    public func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: String) throws(RestorationError) -> Value? {
        guard let stored = contents.values[key] else { return nil }
        return try decode(type, from: stored, forKey: key)
    }

    /// Whether a value is stored under `key`.
    public func containsValue(forKey key: String) -> Bool {
        contents.values[key] != nil
    }

    /// The keys that hold a value, sorted.
    public var allKeys: [String] {
        contents.values.keys.sorted()
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from stored: CoderValue, forKey key: String) throws(RestorationError) -> Value {
        let expected = Self.typeName(type)
        do {
            return try JSONDecoder().decode(type, from: CoderValue.encoder.encode(stored))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw RestorationError(.corruptValue, "the value for key \"\(key)\" of \(owner) cannot be read as \(expected): found \(stored.summary), which it rejects (\(context.debugDescription))",
                                       remedy: "encode the value again, or read it with decodeIfPresent(_:forKey:) and a default", key: key)
            }
            throw RestorationError(.typeMismatch, "the value for key \"\(key)\" of \(owner) cannot be read as \(expected): found \(stored.summary)\(Self.detail(of: error))",
                                   remedy: "decode the key as the type it was encoded with, or encode it under a new key when its type changes", key: key)
        } catch {
            throw RestorationError(.corruptValue, "the value for key \"\(key)\" of \(owner) cannot be read as \(expected): \(error)",
                                   remedy: "encode the value again, or read it with decodeIfPresent(_:forKey:) and a default", key: key)
        }
    }

    /// Where inside the value decoding failed, when it was not at the top.
    private static func detail(of error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return " (member \"\(path(context.codingPath + [key]))\" is missing)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "" : " (at \"\(path(context.codingPath))\": \(context.debugDescription))"
        @unknown default:
            return ""
        }
    }

    /// `Int`, `[String]`, `MyApp.Draft`: the standard library's types without their module.
    private static func typeName(_ type: Any.Type) -> String {
        String(reflecting: type).replacingOccurrences(of: "Swift.", with: "")
    }
}

/// What a ``Coder`` holds: its values by key, each as JSON.
package struct CoderContents: Codable, Sendable, Equatable {
    package var values: [String: CoderValue]

    package init(values: [String: CoderValue] = [:]) {
        self.values = values
    }

    /// Written as a plain JSON object of the values, without a wrapper.
    package init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: CoderValue].self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
