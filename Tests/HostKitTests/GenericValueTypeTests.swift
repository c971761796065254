import Testing
@testable import HostKit

/// Reading a generic value type's declaration and arguments from its metadata must agree with
/// what the compiler knows of the type, for every kind of argument, and match nothing else.
@MainActor
struct GenericValueTypeTests {
    private struct Pair<First, Second> {}
    private enum Either<Left, Right> {}
    private final class Box {}

    private func same(_ type: Any.Type, _ other: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other)
    }

    @Test func readsTheTypeArgumentsOfAStruct() throws {
        let outlet = try #require(GenericValueType(Outlet<Label>.self, declaredLike: Outlet<Never>.self))
        #expect(same(outlet.argument(0), Label.self))
        let optionalOutlet = try #require(GenericValueType(Outlet<Button?>.self, declaredLike: Outlet<Never>.self))
        #expect(same(optionalOutlet.argument(0), Button?.self))
        let pair = try #require(GenericValueType(Pair<(Int, String), (Box) -> Void>.self, declaredLike: Pair<Never, Never>.self))
        #expect(same(pair.argument(0), (Int, String).self))
        #expect(same(pair.argument(1), ((Box) -> Void).self))
    }

    @Test func readsTheTypeArgumentsOfAnEnumAndAnOptional() throws {
        let either = try #require(GenericValueType(Either<Box, [Int]>.self, declaredLike: Either<Never, Never>.self))
        #expect(same(either.argument(0), Box.self))
        #expect(same(either.argument(1), [Int].self))
        let optional = try #require(GenericValueType(Int??.self, declaredLike: Optional<Never>.self))
        #expect(same(optional.argument(0), Int?.self))
    }

    @Test func matchesOnlyTheSameDeclaration() {
        #expect(GenericValueType(Action<Responder, Button>.self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType(Pair<Int, Int>.self, declaredLike: Either<Int, Int>.self) == nil)
        #expect(GenericValueType(Int.self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType(Label.self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType((Int, Int).self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType(((Int) -> Void).self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType(Any.self, declaredLike: Outlet<Never>.self) == nil)
        #expect(GenericValueType(Label.Type.self, declaredLike: Outlet<Never>.self) == nil)
    }

    @Test func unwrapsOneLevelOfOptional() {
        #expect(same(unwrappedType(of: Label?.self), Label.self))
        #expect(same(unwrappedType(of: Label??.self), Label?.self))
        #expect(same(unwrappedType(of: Label.self), Label.self))
        #expect(same(unwrappedType(of: [Label?].self), [Label?].self))
    }
}
