/// A struct or enum type made from a generic declaration, whose type arguments are read from its
/// metadata.
///
/// This replaces casts such as `type as? any SomeProtocol.Type` where the question is only "is
/// this an `Outlet<T>`, and what is `T`": the first such cast for each type scans the conformance
/// records of every loaded image (tens of thousands of instructions each, at every launch, for
/// every outlet and action of every scene).
///
/// Why reading the metadata is sound: the layout read here is the Swift ABI's for value types
/// (`docs/ABI/TypeMetadata.rst`, `TargetValueMetadata` in the runtime), the same on every
/// platform Swift supports: word 0 is the metadata kind, word 1 the nominal type descriptor, and
/// the generic argument vector starts at word 2 with one metadata pointer per type parameter, in
/// declaration order, before any witness tables. Two instantiations of one generic declaration
/// share its descriptor, and no other type has it. Arguments are read only once the kind is a
/// value kind and the descriptor is the example's, and only at indices the caller's declaration
/// has (see ``argument(_:)``).
struct GenericValueType {
    private let metadata: UnsafeRawPointer

    /// The runtime's metadata kinds of structs, enums and optionals (`MetadataKind.def`).
    private static let valueKinds = 0x200 ... 0x202

    /// `type`, when it is a struct or enum made from the same generic declaration as `example`
    /// (`Outlet<Label>` and `Outlet<Never>`); otherwise nil.
    init?(_ type: Any.Type, declaredLike example: Any.Type) {
        guard let descriptor = Self.descriptor(of: type), descriptor == Self.descriptor(of: example) else { return nil }
        metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The type argument at `index`, counted from 0 in the declaration's list of generic
    /// parameters. `index` must be below the number of parameters of the declaration the type was
    /// matched against: callers name the declaration they matched, so they know its parameters.
    func argument(_ index: Int) -> Any.Type {
        let word = MemoryLayout<UnsafeRawPointer>.stride
        return unsafeBitCast(metadata.load(fromByteOffset: (2 + index) * word, as: UnsafeRawPointer.self), to: Any.Type.self)
    }

    private static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard valueKinds.contains(metadata.load(as: Int.self)) else { return nil }
        return metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    }
}
