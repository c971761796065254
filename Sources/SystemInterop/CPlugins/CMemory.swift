import Glibc

/// The zeroed per-instance state of an object of a C plugin's class (`apphost_class.state_size`):
/// allocated with the object, freed with it.
package final class CInstanceState: Sendable {
    /// The address handed to C by `apphost_host.state`; 0 for a class with no state.
    package let address: UInt

    package init(size: Int) {
        address = size > 0 ? UInt(bitPattern: calloc(1, size)) : 0
    }

    deinit {
        free(UnsafeMutableRawPointer(bitPattern: address))
    }
}

/// Writes into memory a C plugin handed the host.
package enum CMemory {
    /// Copies `string` into the C buffer at `buffer` as `snprintf` does: at most `capacity - 1`
    /// bytes of UTF-8, then a NUL; nothing when `buffer` is NULL or `capacity` is not positive.
    /// - Returns: the string's whole length in bytes, so that C can tell it was cut short.
    package static func copy(_ string: String, toBuffer buffer: UInt, capacity: Int64) -> Int64 {
        let utf8 = Array(string.utf8)
        if let destination = UnsafeMutablePointer<UInt8>(bitPattern: buffer), capacity > 0 {
            let count = min(utf8.count, Int(capacity) - 1)
            utf8.withUnsafeBufferPointer { source in
                destination.update(from: source.baseAddress!, count: count)
            }
            destination[count] = 0
        }
        return Int64(utf8.count)
    }
}

extension DynamicLibrary {
    /// The exported function `symbol` of this image (or one it loaded), as a libffi call target.
    package func function(named symbol: String) -> CFunction? {
        CFunction(address(of: symbol))
    }
}
