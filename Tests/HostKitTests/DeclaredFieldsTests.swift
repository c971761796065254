@_spi(Reflection) import Swift
import Testing
@testable import HostKit

/// The field walk that finds outlets and actions must list exactly the fields of the classes
/// below the ancestor it is given, with the offsets and types the standard library's own walk
/// reports for them, so that a binding reads the right bytes of an instance.
@MainActor
struct DeclaredFieldsTests {
    private class Base {
        var count = 1
        var title = "base"
    }

    private class Middle: Base {
        weak var peer: Base?
        var tags: Set<String> = []
    }

    private final class Leaf: Middle {
        let numbers: [Int] = [4, 5]
        var flag = true
    }

    private struct Field: Equatable, CustomStringConvertible {
        let name: String
        let offset: Int
        let type: ObjectIdentifier
        var description: String { "\(name)@\(offset)" }
    }

    private func declared(in type: AnyClass, below ancestor: AnyClass?) -> [Field] {
        var fields: [Field] = []
        DeclaredFields.forEach(of: type, below: ancestor) { name, offset, fieldType in
            fields.append(Field(name: String(cString: name), offset: offset, type: ObjectIdentifier(fieldType)))
        }
        return fields
    }

    /// Every field of `type`, superclasses' included, as the standard library lists them.
    private func everyField(of type: AnyClass) -> [Field] {
        var fields: [Field] = []
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, type: ObjectIdentifier(fieldType)))
            return true
        }
        return fields
    }

    @Test func listsOnlyTheFieldsBelowTheAncestorWithTheStandardLibrarysOffsetsAndTypes() {
        let all = everyField(of: Leaf.self)
        #expect(all.map(\.name) == ["count", "title", "peer", "tags", "numbers", "flag"])
        #expect(declared(in: Leaf.self, below: nil) == all)
        #expect(declared(in: Leaf.self, below: Base.self) == Array(all.dropFirst(2)))
        #expect(declared(in: Leaf.self, below: Middle.self) == Array(all.dropFirst(4)))
        #expect(declared(in: Leaf.self, below: Leaf.self).isEmpty)
        #expect(declared(in: Middle.self, below: Base.self).map(\.name) == ["peer", "tags"])
    }

    @Test func theOffsetsReadTheInstancesOwnValues() throws {
        let leaf = Leaf()
        leaf.flag = false
        let fields = declared(in: Leaf.self, below: Middle.self)
        let numbers = try #require(fields.first { $0.name == "numbers" })
        let flag = try #require(fields.first { $0.name == "flag" })
        #expect(numbers.type == ObjectIdentifier([Int].self))
        #expect(FieldAccess.load([Int].self, at: numbers.offset, of: leaf) == [4, 5])
        #expect(FieldAccess.load(Bool.self, at: flag.offset, of: leaf) == false)
    }

    private class Screen: ViewController {
        @Outlet var heading: Label
        @Action var refresh = Screen.refresh(_:)
        func refresh(_ sender: Button) {}
    }

    private final class DetailScreen: Screen {
        @Outlet var footnote: Label?
    }

    @Test func bindingsIncludeOutletsAndActionsInheritedFromAPluginSuperclassAndNoneOfHostKits() {
        let bindings = BindingCatalog.bindings(of: DetailScreen.self)
        #expect(Set(bindings.outlets.keys) == ["heading", "footnote"])
        #expect(Set(bindings.actions.keys) == ["refresh"])
        let fields = everyField(of: DetailScreen.self)
        #expect(bindings.outlets["heading"]?.offset == fields.first { $0.name == "_heading" }?.offset)
        #expect(bindings.outlets["footnote"]?.offset == fields.first { $0.name == "_footnote" }?.offset)
    }
}
