import CSystemInterop

/// One frame of a captured stack, symbolised with what the dynamic loader knows.
package struct StackFrame: Sendable, Equatable {
    /// The program counter (innermost frame) or return address.
    package let address: UInt
    /// The path of the image (executable or shared library) holding the address.
    package let image: String?
    /// The nearest exported symbol at or below the address, demangled when it is a Swift
    /// symbol; `nil` for code the image does not export (static C functions, stripped code).
    package let symbol: String?
    /// Bytes from the start of `symbol`; without a symbol, from the image's load address,
    /// which is what `addr2line -e image` takes.
    package let offset: UInt

    /// A frame as given, for reports built or read back elsewhere.
    package init(address: UInt, image: String?, symbol: String?, offset: UInt) {
        self.address = address
        self.image = image
        self.symbol = symbol
        self.offset = offset
    }

    /// Names a captured stack, innermost first: dladdr for exported symbols, then the images'
    /// full symbol tables for the rest. The first address is where the thread was interrupted;
    /// the others are return addresses, which point after their call, possibly past the end of
    /// a function that never returns, so their look-up uses the byte before.
    static func symbolising(_ addresses: [UInt]) -> [StackFrame] {
        struct Found {
            var image: String?
            var imageBase: UInt = 0
            var symbol: String?
            var symbolAddress: UInt = 0
        }
        let lookups = addresses.enumerated().map { index, address in index > 0 && address > 0 ? address - 1 : address }
        var found = lookups.map { lookup -> Found in
            var result = csi_symbol()
            guard csi_symbol_lookup(lookup, &result) != 0 else { return Found() }
            return Found(image: result.image.map { String(cString: $0) }, imageBase: result.image_base,
                         symbol: result.symbol.map { String(cString: $0) }, symbolAddress: result.symbol_address)
        }

        let unnamed = Dictionary(grouping: found.indices.filter { found[$0].symbol == nil && found[$0].image != nil },
                                 by: { found[$0].image! })
        for (image, indices) in unnamed {
            let stride = 1024
            var names = [CChar](repeating: 0, count: indices.count * stride)
            var starts = [UInt](repeating: 0, count: indices.count)
            let wanted = indices.map { lookups[$0] }
            csi_symbol_table_lookup(image, found[indices[0]].imageBase, wanted, Int32(indices.count), &starts, &names, stride)
            for (slot, index) in indices.enumerated() where names[slot * stride] != 0 {
                found[index].symbol = names[(slot * stride)...].withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                found[index].symbolAddress = starts[slot]
            }
        }

        return zip(addresses, found).map { address, found in
            guard let symbol = found.symbol else {
                return StackFrame(address: address, image: found.image, symbol: nil,
                                  offset: found.image == nil ? 0 : address &- found.imageBase)
            }
            return StackFrame(address: address, image: found.image, symbol: SwiftRuntime.demangle(symbol) ?? symbol,
                              offset: address &- found.symbolAddress)
        }
    }
}

extension StackFrame: CustomStringConvertible {
    /// One line of a report: `symbol + offset (image)`, or the bare address.
    package var description: String {
        let hexAddress = "0x" + String(address, radix: 16)
        let imageName = image.map { " (\($0.split(separator: "/").last.map(String.init) ?? $0))" } ?? ""
        if let symbol {
            return "\(hexAddress) \(symbol) + \(offset)\(imageName)"
        }
        return "\(hexAddress)\(imageName) + 0x\(String(offset, radix: 16))"
    }
}
