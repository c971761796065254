/// Something `apphost port` could not convert, or a rule the result breaks, at its place in the
/// original file.
package struct PortDiagnostic: Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var message: String

    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// One Swift file after the mechanical part of a port from UIKit to HostKit.
package struct PortedSource: Sendable, Equatable {
    package var text: String
    package var diagnostics: [PortDiagnostic]
    /// The class `@UIApplicationMain` or `@main` marked as the app delegate.
    package var applicationDelegate: String?
    /// Classes that adopt `UIWindowSceneDelegate` or `UISceneDelegate`.
    package var sceneDelegates: [String]
}

/// The mechanical rewrite of `apphost port`, token by token, so that strings and comments never
/// change and everything else is kept byte for byte:
/// - `import UIKit` → `import HostKit` (and `import Foundation`, which UIKit re-exports, unless the
///   file imports it); an import of a framework AppHost lacks is reported;
/// - UIKit's names → HostKit's (``UIKitNames``); a UIKit name HostKit lacks is reported;
/// - `@IBOutlet weak var x: T!` → `@Outlet var x: T` (`T?` stays optional);
/// - a zero-argument `@IBAction func f()` gains a sender: `f(_ sender: Any)`;
/// - `@UIApplicationMain` / `@main` on the app delegate is removed: `app.json` names the delegate.
package enum UIKitPortRewriter {
    /// - Parameter appTypeNames: the types the app declares (``declaredTypeNames(in:)`` over all its
    ///   files): a UIKit name whose HostKit name the app uses for a type of its own (its
    ///   `ViewController`) becomes `HostKit.Name`.
    package static func port(_ source: String, appTypeNames: Set<String> = []) -> PortedSource {
        var tokens = SwiftLexer.tokens(of: source)
        let significant = tokens.indices.filter { tokens[$0].isSignificant }
        var result = PortedSource(text: "", diagnostics: [], applicationDelegate: nil, sceneDelegates: [])
        func report(_ token: SwiftToken, _ message: String) {
            result.diagnostics.append(PortDiagnostic(line: token.line, column: token.column, message: message))
        }
        /// The significant token `offset` places after (or before) significant position `position`.
        func token(_ position: Int, _ offset: Int) -> SwiftToken? {
            let target = position + offset
            return significant.indices.contains(target) ? tokens[significant[target]] : nil
        }
        func setText(_ position: Int, _ text: String) { tokens[significant[position]].text = text }
        /// Deletes the token at significant position `position` and the whitespace after it.
        func delete(_ position: Int) {
            let index = significant[position]
            tokens[index].text = ""
            guard index + 1 < tokens.count, tokens[index + 1].kind == .whitespace else { return }
            let following = tokens[index + 1].text
            if let newline = following.firstIndex(where: \.isNewline) {
                // A token alone on its line takes its line with it.
                let aloneOnLine = index == 0 || (tokens[index - 1].kind == .whitespace && tokens[index - 1].text.contains(where: \.isNewline))
                if aloneOnLine { tokens[index + 1].text = String(following[following.index(after: newline)...]) }
            } else {
                tokens[index + 1].text = ""
            }
        }
        for position in significant.indices {
            let current = tokens[significant[position]]
            switch current.kind {
            case .identifier where current.text == "import":
                guard let module = token(position, 1), module.kind == .identifier else { continue }
                let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                let named = importKinds.contains(module.text) ? token(position, 2) : module
                let moduleOffset = importKinds.contains(module.text) ? 2 : 1
                guard let named else { continue }
                if named.text == "UIKit" {
                    // UIKit re-exports Foundation; HostKit does not, so the import UIKit implied is written out.
                    let importsFoundation = significant.indices.contains { token($0, 0)?.text == "import" && token($0, 1)?.text == "Foundation" }
                    tokens[significant[position + moduleOffset]].text = importsFoundation || moduleOffset != 1 ? "HostKit" : "HostKit\nimport Foundation"
                } else if !UIKitNames.providedModules.contains(named.text) {
                    report(named, "framework \(named.text) is not provided by AppHost; code that uses it will not compile")
                }
            case .identifier:
                let previous = token(position, -1)
                let isMember = previous?.text == "." && !(token(position, -2).map { $0.text == "UIKit" || $0.text == "HostKit" } ?? false)
                if current.text == "UIKit", token(position, 1)?.text == ".", previous?.text != "import" {
                    tokens[significant[position]].text = "HostKit"
                } else if !isMember, let renamed = UIKitNames.renamed[current.text] {
                    let qualified = previous?.text != "." && appTypeNames.contains(String(renamed.prefix { $0 != "." }))
                    tokens[significant[position]].text = qualified ? "HostKit.\(renamed)" : renamed
                } else if !isMember, UIKitNames.unprovided.contains(current.text) {
                    report(current, "UIKit's \(current.text) is not in HostKit; left as it is")
                } else if current.text == "class", let name = token(position, 1), name.kind == .identifier,
                          !ActionMethodFinder.classModifierFollowers.contains(name.text) {
                    let inherited = inheritance(after: position + 2, token)
                    if inherited.contains("UIWindowSceneDelegate") || inherited.contains("UISceneDelegate") {
                        result.sceneDelegates.append(name.text)
                        requirePublic(position, name, "scene delegate", token, report)
                    }
                }
            case .attribute:
                switch current.text {
                case "@IBOutlet":
                    tokens[significant[position]].text = "@Outlet"
                    convertOutlet(after: position, setText, token, delete, report)
                case "@IBAction":
                    convertAction(after: position, setText, token, report)
                case "@UIApplicationMain", "@main":
                    var cursor = position + 1
                    while let next = token(cursor, 0), next.text != "class", next.text != "struct", next.text != "enum", next.kind != .punctuation { cursor += 1 }
                    guard token(cursor, 0)?.text == "class", let name = token(cursor, 1) else {
                        report(current, "\(current.text) does not mark a class: apphost is the app's main, so remove it by hand")
                        continue
                    }
                    let inherited = inheritance(after: cursor + 2, token)
                    guard inherited.contains("UIApplicationDelegate") || inherited.contains("ApplicationDelegate") else {
                        report(current, "\(current.text) marks \(name.text), which does not adopt UIApplicationDelegate: apphost is the app's main")
                        continue
                    }
                    result.applicationDelegate = name.text
                    delete(position)
                    requirePublic(cursor, name, "app delegate", token, report)
                case "@objc", "@objcMembers", "@NSManaged":
                    report(current, "\(current.text) needs the Objective-C runtime, which Linux lacks: remove it")
                default:
                    break
                }
            case .punctuation where current.text == "#":
                if let next = token(position, 1), next.text == "selector" {
                    report(current, "#selector needs the Objective-C runtime: name the action as a string (\"name\"), as addTarget(_:action:for:) takes it")
                }
            default:
                break
            }
        }
        result.text = tokens.map(\.text).joined()
        return result
    }

    /// The names of the types a file declares (classes, structs, enums, protocols, type aliases).
    package static func declaredTypeNames(in source: String) -> Set<String> {
        let tokens = SwiftLexer.tokens(of: source).filter(\.isSignificant)
        var names: Set<String> = []
        for (index, token) in tokens.enumerated().dropLast() where token.kind == .identifier {
            guard ["class", "struct", "enum", "protocol", "typealias", "actor"].contains(token.text), tokens[index + 1].kind == .identifier,
                  !ActionMethodFinder.classModifierFollowers.contains(tokens[index + 1].text) else { continue }
            names.insert(tokens[index + 1].text)
        }
        return names
    }

    /// The names in a class's inheritance clause, which starts at significant position `start`.
    private static func inheritance(after start: Int, _ token: (Int, Int) -> SwiftToken?) -> [String] {
        guard token(start, 0)?.text == ":" else { return [] }
        var names: [String] = []
        var cursor = start + 1
        while let next = token(cursor, 0), next.text != "{", next.text != "where" {
            if next.kind == .identifier { names.append(next.text) }
            cursor += 1
        }
        return names
    }

    /// Reports a class apphost creates by name that is not `public`: only public classes are
    /// exported from the plugin.
    private static func requirePublic(_ classPosition: Int, _ name: SwiftToken, _ role: String,
                                      _ token: (Int, Int) -> SwiftToken?, _ report: (SwiftToken, String) -> Void) {
        var cursor = classPosition - 1
        while let modifier = token(cursor, 0), modifier.kind == .identifier || modifier.kind == .attribute {
            if modifier.text == "public" || modifier.text == "open" { return }
            cursor -= 1
        }
        report(name, "\(name.text), the \(role), must be public (with a public init() and public protocol methods) for apphost to create it by name")
    }

    private static func convertOutlet(after position: Int, _ setText: (Int, String) -> Void,
                                      _ token: (Int, Int) -> SwiftToken?, _ delete: (Int) -> Void, _ report: (SwiftToken, String) -> Void) {
        var cursor = position + 1
        while let next = token(cursor, 0), next.text != "var", next.text != "let" {
            if next.text == "weak" || next.text == "unowned" { delete(cursor) }
            guard next.kind == .identifier || next.kind == .attribute || next.text == "(" || next.text == ")" else { return }
            cursor += 1
        }
        // var NAME : TYPE
        guard token(cursor + 2, 0)?.text == ":", let typeStart = token(cursor + 3, 0) else { return }
        if typeStart.text == "[" {
            report(typeStart, "outlet collections are not supported by HostKit; connect each outlet on its own")
            return
        }
        var end = cursor + 3
        while let next = token(end + 1, 0), next.line == typeStart.line, [".", "<", ">", ",", "!", "?"].contains(next.text) || next.kind == .identifier,
              !["var", "let", "func", "@IBOutlet", "@IBAction"].contains(next.text) {
            end += 1
            if next.text == "!" || next.text == "?" { break }
        }
        if token(end, 0)?.text == "!" { setText(end, "") }
    }

    private static func convertAction(after position: Int, _ setText: (Int, String) -> Void,
                                      _ token: (Int, Int) -> SwiftToken?, _ report: (SwiftToken, String) -> Void) {
        var cursor = position + 1
        var isPrivate = false
        while let next = token(cursor, 0), next.text != "func" {
            if next.text == "private" || next.text == "fileprivate" { isPrivate = true }
            guard next.kind == .identifier || next.kind == .attribute else { return }
            cursor += 1
        }
        guard let name = token(cursor + 1, 0), token(cursor + 2, 0)?.text == "(" else { return }
        if isPrivate { report(name, "@IBAction \(name.text) is private: storyboards cannot connect it; make it internal") }
        if token(cursor + 3, 0)?.text == ")" {
            setText(cursor + 2, "(_ sender: Any")
            return
        }
        var nesting = 0
        var commas = 0
        var scan = cursor + 2
        while let next = token(scan, 0) {
            if next.text == "(" || next.text == "[" { nesting += 1 }
            if next.text == ")" || next.text == "]" {
                nesting -= 1
                if nesting == 0 { break }
            }
            if next.text == ",", nesting == 1 { commas += 1 }
            scan += 1
        }
        if commas > 0 { report(name, "@IBAction \(name.text) takes \(commas + 1) parameters: HostKit sends the sender alone") }
    }
}
