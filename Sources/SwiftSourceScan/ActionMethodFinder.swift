/// An `@IBAction` method found in Swift source.
package struct FoundActionMethod: Sendable, Equatable {
    /// The type that declares it, as written (`Outer.Inner` for a nested class).
    package var owner: String
    /// The method's base name: the action's name in storyboards.
    package var name: String
    /// The argument labels, `_` for none: `tapped(_:)`.
    package var labels: [String]
    /// The sender's type as written; `nil` for a method with no parameter.
    package var senderType: String?
    package var line: Int
    package var column: Int
    /// Why the method cannot be connected, if it cannot: it is `private`, takes no sender or
    /// two parameters, or its type is generic.
    package var problem: String?

    /// `Owner.name(_:)`, the method as an unapplied reference.
    package var reference: String {
        "\(owner).\(name)(\(labels.map { "\($0):" }.joined()))"
    }
}

/// Finds the `@IBAction` methods of a source file, with the types that declare them.
package enum ActionMethodFinder {
    /// Keywords that may follow `class` when it is a modifier (`class func`), not a declaration.
    static let classModifierFollowers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "public", "open", "internal",
        "private", "fileprivate", "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy", "weak", "unowned",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

    private struct OpenType {
        var name: String
        var depth: Int
        var isGeneric: Bool
        var isPrivate: Bool
        var isProtocol: Bool
    }

    package static func find(in source: String) -> [FoundActionMethod] {
        let tokens = SwiftLexer.tokens(of: source).filter(\.isSignificant)
        var found: [FoundActionMethod] = []
        var stack: [OpenType] = []
        var depth = 0
        var pendingType: OpenType?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.punctuation, "{"):
                depth += 1
                if var type = pendingType {
                    type.depth = depth
                    stack.append(type)
                    pendingType = nil
                }
            case (.punctuation, "}"):
                if stack.last?.depth == depth { stack.removeLast() }
                depth -= 1
            case (.identifier, let keyword) where typeKeywords.contains(keyword) && pendingType == nil:
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      keyword != "class" || !classModifierFollowers.contains(tokens[index + 1].text) else { break }
                var name = tokens[index + 1].text
                var cursor = index + 2
                // An extension names a type that may be nested: `extension Outer.Inner`.
                while cursor + 1 < tokens.count, tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier {
                    name += "." + tokens[cursor + 1].text
                    cursor += 2
                }
                let prefix = stack.filter { !$0.name.isEmpty }.map(\.name).joined(separator: ".")
                let modifiers = precedingModifiers(tokens, before: index)
                pendingType = OpenType(name: keyword == "extension" || prefix.isEmpty ? name : "\(prefix).\(name)", depth: 0,
                                       isGeneric: cursor < tokens.count && tokens[cursor].text == "<" || stack.last?.isGeneric == true,
                                       isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate") || stack.last?.isPrivate == true,
                                       isProtocol: keyword == "protocol")
                index = cursor - 1
            case (.attribute, "@IBAction"):
                if let method = actionMethod(tokens, at: index, in: stack.last, depth: depth) { found.append(method) }
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// The modifiers and attributes written right before the token at `index`.
    private static func precedingModifiers(_ tokens: [SwiftToken], before index: Int) -> Set<String> {
        var modifiers: Set<String> = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .identifier || tokens[cursor].kind == .attribute,
              !typeKeywords.contains(tokens[cursor].text), tokens[cursor].text != "func" {
            modifiers.insert(tokens[cursor].text)
            cursor -= 1
        }
        return modifiers
    }

    private static func actionMethod(_ tokens: [SwiftToken], at attributeIndex: Int, in owner: OpenType?, depth: Int) -> FoundActionMethod? {
        var cursor = attributeIndex + 1
        var isPrivate = false
        // Modifiers and other attributes (an attribute's arguments in parentheses are skipped).
        while cursor < tokens.count, tokens[cursor].text != "func" {
            let text = tokens[cursor].text
            if text == "private" || text == "fileprivate" { isPrivate = true }
            if text == "(" { cursor = closing(tokens, from: cursor) }
            guard tokens[cursor].kind == .identifier || tokens[cursor].kind == .attribute || tokens[cursor].text == ")" else { return nil }
            cursor += 1
        }
        guard cursor + 2 < tokens.count, tokens[cursor + 1].kind == .identifier else { return nil }
        let nameToken = tokens[cursor + 1]
        var parameterStart = cursor + 2
        if tokens[parameterStart].text == "<" { return problem(nameToken, owner, "it is generic") }
        guard tokens[parameterStart].text == "(" else { return nil }
        let parameterEnd = closing(tokens, from: parameterStart)
        parameterStart += 1
        // Split the parameter list at its top-level commas.
        var parameters: [[SwiftToken]] = []
        var current: [SwiftToken] = []
        var nesting = 0
        for token in tokens[parameterStart..<min(parameterEnd, tokens.count)] {
            if ["(", "[", "<"].contains(token.text) { nesting += 1 }
            if [")", "]", ">"].contains(token.text) { nesting -= 1 }
            if token.text == ",", nesting == 0 {
                parameters.append(current)
                current = []
            } else {
                current.append(token)
            }
        }
        if !current.isEmpty { parameters.append(current) }
        let ownerName = owner?.name ?? ""
        var method = FoundActionMethod(owner: ownerName, name: nameToken.text, labels: [], senderType: nil, line: nameToken.line, column: nameToken.column)
        guard let owner, !owner.isProtocol else {
            method.problem = "it is not declared in a class"
            return method
        }
        if owner.isGeneric {
            method.problem = "\(owner.name) is generic"
        } else if owner.isPrivate || isPrivate {
            method.problem = "it is private; make it internal so that storyboards can connect it"
        }
        switch parameters.count {
        case 0:
            method.problem = method.problem ?? "it takes no sender; declare `_ sender: Any`"
        case 1:
            let parameter = parameters[0]
            guard let colon = parameter.firstIndex(where: { $0.text == ":" }), colon >= 1 else { return nil }
            // `_ sender: T` or `sender: T`: the first word is the argument label either way.
            method.labels = [parameter[0].text]
            method.senderType = parameter[(colon + 1)...].map(\.text).joined()
        default:
            method.problem = method.problem ?? "it takes \(parameters.count) parameters; an action takes its sender alone"
        }
        return method
    }

    private static func problem(_ name: SwiftToken, _ owner: OpenType?, _ problem: String) -> FoundActionMethod {
        FoundActionMethod(owner: owner?.name ?? "", name: name.text, labels: [], senderType: nil, line: name.line, column: name.column, problem: problem)
    }

    /// The index of the token that closes the bracket at `start`, or the end.
    private static func closing(_ tokens: [SwiftToken], from start: Int) -> Int {
        let open = tokens[start].text
        let close = open == "(" ? ")" : open == "[" ? "]" : ">"
        var nesting = 0
        var cursor = start
        while cursor < tokens.count {
            if tokens[cursor].text == open { nesting += 1 }
            if tokens[cursor].text == close {
                nesting -= 1
                if nesting == 0 { return cursor }
            }
            cursor += 1
        }
        return tokens.count
    }
}
