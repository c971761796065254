import Foundation

/// A scene session as a state file keeps it across launches: its number, its configuration's
/// name and its restoration activity.
package struct SavedSceneSession: Codable, Sendable, Equatable {
    package var persistentIdentifier: String
    package var configuration: String?
    package var activity: SavedActivity?

    package init(persistentIdentifier: String, configuration: String?, activity: SavedActivity?) {
        self.persistentIdentifier = persistentIdentifier
        self.configuration = configuration
        self.activity = activity
    }
}

/// A ``UserActivity`` as plain JSON data.
package struct SavedActivity: Codable, Sendable, Equatable {
    package var activityType: String
    package var title: String?
    package var userInfo: [String: CoderValue]?

    /// The activity's data; an entry JSON cannot hold (a key that is not a string, a value of
    /// another type) is left out and named in `dropped`.
    package init(_ activity: UserActivity, dropped: inout [String]) {
        activityType = activity.activityType
        title = activity.title
        userInfo = activity.userInfo.map { info in
            var values: [String: CoderValue] = [:]
            for (key, value) in info {
                guard let key = key.base as? String, let converted = CoderValue(plain: value) else {
                    dropped.append("\(key.base)")
                    continue
                }
                values[key] = converted
            }
            return values
        }
    }

    /// The activity this data describes.
    package func makeActivity() -> UserActivity {
        let activity = UserActivity(activityType: activityType)
        activity.title = title
        activity.userInfo = userInfo.map { values in
            Dictionary(uniqueKeysWithValues: values.map { (AnyHashable($0.key), $0.value.plainValue) })
        }
        return activity
    }
}

extension CoderValue {
    /// A value made of strings, numbers, booleans, arrays and string-keyed dictionaries; `nil` for
    /// anything else.
    init?(plain value: Any) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(Int64(value))
        case let value as Int64: self = .integer(value)
        case let value as Double where value.isFinite: self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any]:
            var items: [CoderValue] = []
            for item in value {
                guard let converted = CoderValue(plain: item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case let value as [String: Any]:
            var members: [String: CoderValue] = [:]
            for (key, item) in value {
                guard let converted = CoderValue(plain: item) else { return nil }
                members[key] = converted
            }
            self = .object(members)
        default: return nil
        }
    }

    /// The value as Swift's plain types: what ``init(plain:)`` takes.
    var plainValue: Any {
        switch self {
        case .null: Optional<Any>.none as Any
        case .bool(let value): value
        case .integer(let value): Int(exactly: value) ?? Int(clamping: value)
        case .unsignedInteger(let value): Int(exactly: value) ?? Int.max
        case .double(let value): value
        case .string(let value): value
        case .array(let items): items.map(\.plainValue)
        case .object(let members): members.mapValues(\.plainValue)
        }
    }
}
