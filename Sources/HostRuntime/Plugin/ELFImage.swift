import Foundation

/// What `apphost` reads from a shared object on disk: its header, to explain why a load failed,
/// and its symbol tables, to find the classes it defines. Every read is bounds-checked: a
/// truncated or hostile file is reported, never trusted.
struct ELFImage {
    enum FileType: Equatable {
        case relocatable, executable, sharedObject, core, other(UInt16)
    }

    struct Symbol: Equatable {
        let name: String
        /// Defined in this image, global or weak, default or protected visibility, in `.dynsym`: `dlsym` finds it.
        let isExported: Bool
        /// Defined in this image rather than imported from another.
        let isDefined: Bool
        /// A function (`STT_FUNC`), not data: a C plugin's exported functions can be actions.
        var isFunction = false
    }

    enum ParseError: Error, Equatable {
        case notELF
        case unsupportedLayout(String)
        case truncated
    }

    let is64Bit: Bool
    let isLittleEndian: Bool
    let fileType: FileType
    let machine: UInt16
    private let bytes: Data

    init(bytes: Data) throws(ParseError) {
        guard bytes.count >= 16, bytes.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else { throw .notELF }
        self.bytes = bytes
        is64Bit = bytes[bytes.startIndex + 4] == 2
        isLittleEndian = bytes[bytes.startIndex + 5] == 1
        guard is64Bit, isLittleEndian else {
            // The header fields below are read as 64-bit little-endian; report what the image is.
            fileType = .other(0)
            machine = 0
            return
        }
        guard bytes.count >= 64 else { throw .truncated }
        machine = try Self.read(UInt16.self, in: bytes, at: 18)
        fileType = switch try Self.read(UInt16.self, in: bytes, at: 16) {
        case 1: .relocatable
        case 2: .executable
        case 3: .sharedObject
        case 4: .core
        case let other: .other(other)
        }
    }

    /// The architecture's usual name, e.g. `x86_64`, for messages.
    var architectureName: String {
        guard is64Bit, isLittleEndian else {
            return is64Bit ? "a big-endian 64-bit machine" : "a 32-bit machine"
        }
        return Self.architectureName(ofMachine: machine)
    }

    static func architectureName(ofMachine machine: UInt16) -> String {
        switch machine {
        case 3: "i386"
        case 40: "arm"
        case 62: "x86_64"
        case 183: "aarch64"
        case 243: "riscv64"
        case 21: "ppc64"
        case 22: "s390x"
        default: "machine type \(machine)"
        }
    }

    /// The ELF machine number of the running host.
    static var hostMachine: UInt16 {
        #if arch(x86_64)
        62
        #elseif arch(arm64)
        183
        #elseif arch(riscv64)
        243
        #else
        0
        #endif
    }

    var matchesHost: Bool { is64Bit && isLittleEndian && machine == Self.hostMachine }

    /// Every named symbol of `.dynsym` and, when asked and the image is not stripped, `.symtab`
    /// (whose local symbols name the classes that are not `public`).
    func symbols(includingStaticTable: Bool = false) throws(ParseError) -> [Symbol] {
        guard is64Bit, isLittleEndian else { throw .unsupportedLayout("only 64-bit little-endian images are read") }
        let sectionOffset = Int(try read(UInt64.self, at: 0x28))
        let sectionSize = Int(try read(UInt16.self, at: 0x3A))
        let sectionCount = Int(try read(UInt16.self, at: 0x3C))
        guard sectionSize >= 64 else { throw .unsupportedLayout("section header entries of \(sectionSize) bytes") }
        var symbols: [Symbol] = []
        for index in 0..<sectionCount {
            let header = sectionOffset + index * sectionSize
            let type = try read(UInt32.self, at: header + 4)
            guard type == 11 || (includingStaticTable && type == 2) else { continue }  // SHT_DYNSYM, SHT_SYMTAB
            let isDynamic = type == 11
            let tableOffset = Int(try read(UInt64.self, at: header + 24))
            let tableSize = Int(try read(UInt64.self, at: header + 32))
            let stringSectionIndex = Int(try read(UInt32.self, at: header + 40))
            let entrySize = max(Int(try read(UInt64.self, at: header + 56)), 24)
            guard stringSectionIndex < sectionCount else { throw .truncated }
            let stringHeader = sectionOffset + stringSectionIndex * sectionSize
            let strings = try StringTable(
                offset: Int(try read(UInt64.self, at: stringHeader + 24)),
                size: Int(try read(UInt64.self, at: stringHeader + 32)))
            for entry in stride(from: tableOffset, to: tableOffset + tableSize - 23, by: entrySize) {
                let nameOffset = Int(try read(UInt32.self, at: entry))
                guard nameOffset != 0, let name = try strings.string(at: nameOffset, in: bytes) else { continue }
                let info = try read(UInt8.self, at: entry + 4)
                let visibility = try read(UInt8.self, at: entry + 5) & 0x3
                let sectionIndex = try read(UInt16.self, at: entry + 6)
                let binding = info >> 4
                let exported = isDynamic && sectionIndex != 0 && (binding == 1 || binding == 2) && (visibility == 0 || visibility == 3)
                symbols.append(Symbol(name: name, isExported: exported, isDefined: sectionIndex != 0, isFunction: info & 0xF == 2))
            }
        }
        return symbols
    }

    func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) throws(ParseError) -> T {
        try Self.read(T.self, in: bytes, at: offset)
    }

    private static func read<T: FixedWidthInteger>(_: T.Type, in bytes: Data, at offset: Int) throws(ParseError) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, offset <= bytes.count - size else { throw .truncated }
        var value: T = 0
        let start = bytes.startIndex + offset
        for byteIndex in 0..<size {
            value |= T(truncatingIfNeeded: bytes[start + byteIndex]) << (8 * byteIndex)
        }
        return value
    }

    private struct StringTable {
        let offset: Int
        let size: Int

        init(offset: Int, size: Int) throws(ParseError) {
            guard offset >= 0, size >= 0 else { throw .truncated }
            self.offset = offset
            self.size = size
        }

        func string(at index: Int, in bytes: Data) throws(ParseError) -> String? {
            guard index < size, offset + size <= bytes.count else { throw .truncated }
            let start = bytes.startIndex + offset + index
            let end = bytes.startIndex + offset + size
            guard let terminator = bytes[start..<end].firstIndex(of: 0) else { throw .truncated }
            return String(decoding: bytes[start..<terminator], as: UTF8.self)
        }
    }
}
