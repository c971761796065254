import Foundation
import SwiftSourceScan
import Testing

@Suite("Swift lexer and @IBAction finder")
struct ActionMethodFinderTests {
    @Test func theTokensGiveTheSourceBackByteForByte() {
        let source = #"""
            import UIKit // a comment with "quotes" and UIButton
            /* nested /* comment */ UILabel */
            let s = "UIView \(x.map { "\($0)" }) done", raw = #"a "quoted" \(not) UIView"#
            let multi = """
                UIButton "inside"
                """
            @IBAction func tap(_ sender: UIButton) { label.text = "tapped" }
            let e = 1.5e3 + 0x1F; `class`.x
            """#
        let tokens = SwiftLexer.tokens(of: source)
        #expect(tokens.map(\.text).joined() == source)
        let identifiers = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
        #expect(identifiers.contains("UIButton") && identifiers.contains("UIKit"))
        #expect(!identifiers.contains("UILabel") && !identifiers.contains("inside") && !identifiers.contains("not"),
                "names inside comments and strings are not identifiers")
        #expect(tokens.contains { $0.kind == .attribute && $0.text == "@IBAction" && $0.line == 7 && $0.column == 1 })
    }

    @Test func findsActionsWithTheirOwnersLabelsAndSenders() {
        let source = """
            class Outer {
                class func make() -> Outer { Outer() }
                final class Inner: ViewController {
                    @IBAction func tapped(_ sender: Button) {}
                }
                @IBAction @MainActor func named(sender: Any?) {}
            }
            extension Outer.Inner {
                @IBAction func more(_ sender: Switch) {}
            }
            """
        let found = ActionMethodFinder.find(in: source)
        #expect(found.map(\.reference) == ["Outer.Inner.tapped(_:)", "Outer.named(sender:)", "Outer.Inner.more(_:)"])
        #expect(found.map(\.senderType) == ["Button", "Any?", "Switch"])
        #expect(found.allSatisfy { $0.problem == nil })
        #expect(found.first?.line == 4 && found.first?.column == 24)
    }

    @Test func reportsWhatCannotBeConnected() {
        let source = """
            class A {
                @IBAction func none() {}
                @IBAction private func hidden(_ sender: Any) {}
                @IBAction func two(_ sender: Any, forEvent event: Event) {}
            }
            class G<T> { @IBAction func generic(_ sender: Any) {} }
            private class P { @IBAction func inPrivate(_ sender: Any) {} }
            """
        let problems = ActionMethodFinder.find(in: source).map { "\($0.name): \($0.problem ?? "none")" }
        #expect(problems == [
            "none: it takes no sender; declare `_ sender: Any`",
            "hidden: it is private; make it internal so that storyboards can connect it",
            "two: it takes 2 parameters; an action takes its sender alone",
            "generic: G is generic",
            "inPrivate: it is private; make it internal so that storyboards can connect it",
        ])
    }

    @Test func theTableListsEachMethodAndWarnsOfTheOthers() {
        let (file, warnings) = ActionTableWriter.table(for: [
            .init(path: "A.swift", text: "import Foundation\nclass A { @IBAction func go(_ sender: Button) {}\n @IBAction func stop() {} }"),
            .init(path: "B.swift", text: "class B {}"),
        ])
        #expect(file.contains("import HostKit\nimport Foundation"))
        #expect(file.contains(#"ActionMethod("go", A.go(_:)),"#))
        #expect(file.contains(#"#warning("@IBAction stop of A cannot be connected: it takes no sender; declare `_ sender: Any`")"#))
        #expect(warnings == ["A.swift:3:17: warning: @IBAction stop of A cannot be connected: it takes no sender; declare `_ sender: Any`"])
    }
}

@Suite("apphost port's rewrite")
struct UIKitPortRewriterTests {
    @Test func rewritesOnlyWhatTheListSays() {
        let source = #"""
            import UIKit
            import MapKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            class ViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                @IBOutlet private weak var optionalLabel: UILabel?
                @IBOutlet var buttons: [UIButton]!
                let note = "UIView stays in strings" // and UIView in comments
                @IBAction func tapped() { label.text = "x" }
                @IBAction private func hidden(_ sender: UIButton) {}
                func table() -> UICollectionView? { nil }
                func color() -> UIKit.UIColor { .red }
            }
            """#
        let ported = UIKitPortRewriter.port(source, appTypeNames: ["AppDelegate", "ViewController"])
        #expect(ported.text == #"""
            import HostKit
            import Foundation
            import MapKit

            class AppDelegate: Responder, ApplicationDelegate {
                var window: Window?
            }

            class ViewController: HostKit.ViewController {
                @Outlet var label: Label
                @Outlet private var optionalLabel: Label?
                @Outlet var buttons: [Button]!
                let note = "UIView stays in strings" // and UIView in comments
                @IBAction func tapped(_ sender: Any) { label.text = "x" }
                @IBAction private func hidden(_ sender: Button) {}
                func table() -> UICollectionView? { nil }
                func color() -> HostKit.Color { .red }
            }
            """#)
        #expect(ported.applicationDelegate == "AppDelegate")
        #expect(ported.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:8: framework MapKit is not provided by AppHost; code that uses it will not compile",
            "5:7: AppDelegate, the app delegate, must be public (with a public init() and public protocol methods) for apphost to create it by name",
            "12:28: outlet collections are not supported by HostKit; connect each outlet on its own",
            "15:28: @IBAction hidden is private: storyboards cannot connect it; make it internal",
            "16:21: UIKit's UICollectionView is not in HostKit; left as it is",
        ])
    }

    @Test func findsSceneDelegatesAndLeavesTheAppsOwnUINames() {
        let source = "import Foundation\nimport UIKit\npublic class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\nclass UIHelper {}\nlet x = UIHelper()\n#selector(go)"
        let ported = UIKitPortRewriter.port(source)
        #expect(ported.text == "import Foundation\nimport HostKit\npublic class SceneDelegate: Responder, WindowSceneDelegate {}\nclass UIHelper {}\nlet x = UIHelper()\n#selector(go)")
        #expect(ported.sceneDelegates == ["SceneDelegate"])
        #expect(ported.diagnostics.map(\.message) == [
            "#selector needs the Objective-C runtime: name the action as a string (\"name\"), as addTarget(_:action:for:) takes it",
        ])
        #expect(UIKitPortRewriter.declaredTypeNames(in: source) == ["SceneDelegate", "UIHelper"])
    }

    @Test func renamesTablesGesturesAndConstraintsWhichHostKitNowHas() {
        let source = "import UIKit\nclass List: UITableViewController, UIGestureRecognizerDelegate {\n    let tap = UITapGestureRecognizer()\n    var insets = UIEdgeInsets.zero\n    let c: NSLayoutConstraint? = nil\n}"
        let ported = UIKitPortRewriter.port(source)
        #expect(ported.text == "import HostKit\nimport Foundation\nclass List: TableViewController, GestureRecognizerDelegate {\n    let tap = TapGestureRecognizer()\n    var insets = EdgeInsets.zero\n    let c: LayoutConstraint? = nil\n}")
        #expect(ported.diagnostics.isEmpty)
    }

    @Test func renamesTraitsKeyboardTraitsAndTheirEnums() {
        let source = "import UIKit\nfinal class Form: UIViewController {\n    let kind: UIKeyboardType = .emailAddress\n    let key = UIReturnKeyType.next\n    func adapt(_ t: UITraitCollection) -> Bool { t.verticalSizeClass == UIUserInterfaceSizeClass.compact }\n}"
        let ported = UIKitPortRewriter.port(source)
        #expect(ported.text == "import HostKit\nimport Foundation\nfinal class Form: ViewController {\n    let kind: KeyboardType = .emailAddress\n    let key = ReturnKeyType.next\n    func adapt(_ t: TraitCollection) -> Bool { t.verticalSizeClass == UserInterfaceSizeClass.compact }\n}")
        #expect(ported.diagnostics.isEmpty)
    }

    /// The tables must follow HostKit as it grows: a UIKit name reported as missing while HostKit
    /// declares its unprefixed namesake is a rename the port fails to make.
    @Test func noNameHostKitDeclaresIsReportedAsMissing() throws {
        let hostKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HostKit")
        var declared: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: hostKit, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            declared.formUnion(UIKitPortRewriter.declaredTypeNames(in: try String(contentsOf: file, encoding: .utf8)))
        }
        #expect(declared.contains("TableView"))
        // HostKit's `Action` is the outlet-style action wrapper, not UIKit's UIAction closure-based action.
        let namesakesOfOtherThings: Set<String> = ["UIAction"]
        let missingYetDeclared = UIKitNames.unprovided.subtracting(namesakesOfOtherThings)
            .filter { declared.contains(String($0.dropFirst(2))) }
        #expect(missingYetDeclared.isEmpty)
    }
}
