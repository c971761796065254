import Glibc

/// Calls into the Swift runtime that have no Swift API.
package enum SwiftRuntime {
    /// Demangles a Swift symbol, e.g. `$s8HelloApp11AppDelegateCMa` to
    /// "type metadata accessor for HelloApp.AppDelegate"; `nil` when it is not a Swift symbol.
    package static func demangle(_ symbol: String) -> String? {
        symbol.withCString { mangled in
            guard let demangled = swift_demangle(mangled, strlen(mangled), nil, nil, 0) else { return nil }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }

    /// Calls a type metadata accessor (`…CMa`) found in a loaded image and returns the type.
    ///
    /// - Precondition: `accessor` is the metadata accessor of a non-generic type, which takes
    ///   one argument, the metadata request (0: complete metadata), and returns the metadata
    ///   pointer first.
    package static func type(fromMetadataAccessor accessor: UnsafeMutableRawPointer) -> Any.Type {
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
        let metadata = unsafeBitCast(accessor, to: Accessor.self)(0)
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Whether the nominal type descriptor (`…Mn`) at `descriptor` describes a generic type,
    /// whose metadata accessor needs arguments. Bit 7 of the descriptor's flags word is
    /// `isGeneric` in the Swift ABI's `ContextDescriptorFlags`.
    package static func isGenericTypeDescriptor(_ descriptor: UnsafeMutableRawPointer) -> Bool {
        descriptor.load(as: UInt32.self) & 0x80 != 0
    }
}

@_silgen_name("swift_demangle")
private func swift_demangle(
    _ mangledName: UnsafePointer<CChar>,
    _ mangledNameLength: Int,
    _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?,
    _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
