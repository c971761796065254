import StrictJSON

/// Typed access to JSON values: each reports a wrong type at the value, naming the key.
extension StoryboardReader {
    func object(_ value: JSONValue, what: String, remedy: @autoclosure () -> String) -> JSONObject? {
        guard case .object(let object) = value.kind else {
            report(value.offset, "\(what) must be an object, not \(value.typeDescription)", remedy: remedy())
            return nil
        }
        return object
    }

    func array(_ member: JSONMember) -> [JSONValue]? {
        guard case .array(let values) = member.value.kind else {
            typeMismatch(member, expected: "an array")
            return nil
        }
        return values
    }

    /// A required member; its absence is reported at the object.
    func member(_ object: JSONObject, _ key: String, in context: String, at offset: Int, remedy: @autoclosure () -> String) -> JSONMember? {
        guard let member = object[key] else {
            report(offset, "\(context) has no \(quoted(key))", remedy: remedy())
            return nil
        }
        return member
    }

    func string(_ member: JSONMember) -> String? {
        guard case .string(let text) = member.value.kind else {
            typeMismatch(member, expected: "a string")
            return nil
        }
        return text
    }

    func nonEmptyString(_ member: JSONMember) -> NameAt? {
        guard let text = string(member) else { return nil }
        guard !text.isEmpty else {
            report(member.value.offset, "\(quoted(member.key)) is empty", remedy: "write a name")
            return nil
        }
        return NameAt(text, at: member.value.offset)
    }

    func bool(_ member: JSONMember) -> Bool? {
        guard case .bool(let value) = member.value.kind else {
            typeMismatch(member, expected: "true or false")
            return nil
        }
        return value
    }

    func number(_ member: JSONMember, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) -> Double? {
        guard case .number(let number) = member.value.kind else {
            typeMismatch(member, expected: "a number")
            return nil
        }
        guard range.contains(number.double) else {
            let bounds = range.upperBound == .greatestFiniteMagnitude ? "\(Self.format(range.lowerBound)) or more"
                : "from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
            report(member.value.offset, "\(quoted(member.key)) is \(Self.format(number.double)); it must be \(bounds)",
                   remedy: "use a value \(bounds)")
            return nil
        }
        return number.double
    }

    func integer(_ member: JSONMember, minimum: Int = .min) -> Int? {
        guard case .number(let number) = member.value.kind else {
            typeMismatch(member, expected: "a whole number")
            return nil
        }
        guard let value = number.integer else {
            report(member.value.offset, "\(quoted(member.key)) is \(Self.format(number.double)); it must be a whole number", remedy: "drop the fraction")
            return nil
        }
        guard value >= minimum else {
            report(member.value.offset, "\(quoted(member.key)) is \(value); it must be \(minimum) or more", remedy: "use a value of \(minimum) or more")
            return nil
        }
        return value
    }

    func enumeration<Value: RawRepresentable & CaseIterable>(_ member: JSONMember, _: Value.Type) -> Value? where Value.RawValue == String {
        enumeration(member, cases: Value.allCases.map(\.rawValue)).flatMap(Value.init(rawValue:))
    }

    func enumeration(_ member: JSONMember, cases: [String]) -> String? {
        guard let text = string(member) else { return nil }
        if cases.contains(text) { return text }
        let suggestion = Suggestions.closest(to: text, among: cases).map { "did you mean \(quoted($0))? " } ?? ""
        report(member.value.offset, "\(quoted(text)) is not a valid \(quoted(member.key))",
               remedy: "\(suggestion)use one of: \(cases.joined(separator: ", "))")
        return nil
    }

    func typeMismatch(_ member: JSONMember, expected: String) {
        report(member.value.offset, "\(quoted(member.key)) must be \(expected), not \(member.value.typeDescription)",
               remedy: "write \(quoted(member.key)) as \(expected)")
    }

    /// Reports each key not in `allowed`: one that the format knows elsewhere is misplaced, any
    /// other is unknown, with the closest allowed key as a suggestion.
    func checkKeys(_ object: JSONObject, allowed: [String], in context: String, classDescription: String? = nil, remedy: String? = nil) {
        for member in object.members where !allowed.contains(member.key) {
            if let classDescription, StoryboardReader.sceneKeys.contains(member.key) {
                report(member.keyOffset, "\(classDescription) cannot have \(quoted(member.key))",
                       remedy: remedy ?? Self.misplacedSceneKeyRemedy(member.key))
                continue
            }
            let suggestion = Suggestions.closest(to: member.key, among: allowed)
            report(member.keyOffset, "unknown key \(quoted(member.key)) in \(context)",
                   remedy: suggestion.map { "did you mean \(quoted($0))?" } ?? remedy ?? "remove it; the keys are \(allowed.joined(separator: ", "))")
        }
    }

    private static func misplacedSceneKeyRemedy(_ key: String) -> String {
        switch key {
        case "view": "a container builds its own view; give the view to a scene it shows"
        case "rootViewController": "only a NavigationController has a root view controller"
        case "viewControllers", "selectedIndex": "only a TabBarController has tabs"
        default: "remove it"
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
