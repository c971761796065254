import Glibc

/// `dlopen`/`dlsym` failed; `message` is `dlerror`'s own text.
package struct DynamicLibraryError: Error, Sendable {
    package let message: String
}

/// A shared object loaded into the process.
///
/// There is deliberately no `close`: the Swift runtime keeps pointers into every image that
/// contains Swift metadata and cannot forget them, so unloading one crashes later look-ups.
/// A loaded image stays mapped until the process ends.
package struct DynamicLibrary: Sendable {
    package let path: String
    // dlopen handles are process-wide, immutable tokens; dlsym on them is thread-safe.
    private let handleBits: UInt

    /// Loads `path` with every symbol bound now (`RTLD_NOW`), so that unresolved symbols are
    /// reported here rather than as a crash later, and its symbols kept private (`RTLD_LOCAL`).
    package static func open(_ path: String) throws(DynamicLibraryError) -> DynamicLibrary {
        _ = dlerror()
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw DynamicLibraryError(message: lastError() ?? "dlopen failed for \(path)")
        }
        return DynamicLibrary(path: path, handleBits: UInt(bitPattern: handle))
    }

    /// The address of an exported symbol of this image, or `nil`.
    package func address(of symbol: String) -> UnsafeMutableRawPointer? {
        dlsym(UnsafeMutableRawPointer(bitPattern: handleBits), symbol)
    }

    private static func lastError() -> String? {
        dlerror().map { String(cString: $0) }
    }
}
