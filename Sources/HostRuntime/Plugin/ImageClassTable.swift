import SystemInterop

/// The classes one loaded image defines, found by name in **that** image.
///
/// Classes are never looked up process-wide (`_typeByName`): when two generations of a plugin
/// define the same name, a process-wide search keeps returning the first. Instead the catalog
/// reads the image's exported type metadata accessors (`$s…CMa`), demangles them to
/// `Module.Class`, and calls the accessor found with `dlsym` on the image's own handle.
struct ImageClassTable {
    /// `Module.Class` → the metadata accessor symbol, for every public, non-generic class. Not
    /// `[String: String]`: that dictionary's code is swift-argument-parser's copy, whose first use
    /// has the runtime look up `String: Hashable` by scanning every loaded image's conformances.
    private let accessorsByName: [String: ELFImage.Symbol]
    private let library: DynamicLibrary

    private static let accessorPrefix = "type metadata accessor for "

    init(library: DynamicLibrary, symbols: [ELFImage.Symbol]) {
        self.library = library
        var accessors: [String: ELFImage.Symbol] = [:]
        for (symbol, name) in Self.classAccessors(in: symbols) where symbol.isExported {
            if !Self.isGeneric(accessor: symbol.name, in: library) { accessors[name] = symbol }
        }
        accessorsByName = accessors
    }

    /// Classes an image defines but does not export (declared `internal` in a build without
    /// `-enable-testing`, such as a release build), read from its static symbol table; empty for a
    /// stripped image.
    static func nonPublicClassNames(in symbols: [ELFImage.Symbol]) -> Set<String> {
        let all = classAccessors(in: symbols.filter(\.isDefined))
        let exported = Set(all.filter { $0.symbol.isExported }.map(\.name))
        // `(unknown context at …)` in a demangled name marks a `private` class; skip those.
        return Set(all.map(\.name).filter { !$0.contains("(") }).subtracting(exported)
    }

    private static func classAccessors(in symbols: [ELFImage.Symbol]) -> [(symbol: ELFImage.Symbol, name: String)] {
        symbols.compactMap { symbol in
            guard symbol.name.hasPrefix("$s"), symbol.name.hasSuffix("CMa"),
                  let demangled = SwiftRuntime.demangle(symbol.name), demangled.hasPrefix(accessorPrefix)
            else { return nil }
            return (symbol, String(demangled.dropFirst(accessorPrefix.count)))
        }
    }

    /// Every loadable class, sorted.
    var classNames: [String] { accessorsByName.keys.sorted() }

    /// The class named `qualifiedName` (`Module.Class`) in this image, or `nil`.
    func type(named qualifiedName: String) -> Any.Type? {
        guard let symbol = accessorsByName[qualifiedName], let accessor = library.address(of: symbol.name) else { return nil }
        return SwiftRuntime.type(fromMetadataAccessor: accessor)
    }

    private static func isGeneric(accessor: String, in library: DynamicLibrary) -> Bool {
        let descriptor = String(accessor.dropLast(2)) + "Mn"
        // No descriptor to check: be safe and treat it as generic, which is never called.
        guard let address = library.address(of: descriptor) else { return true }
        return SwiftRuntime.isGenericTypeDescriptor(address)
    }
}
