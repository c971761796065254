import Foundation

/// What `apphost` reads from a shared object on disk: its header, to explain why a load failed,
/// and its symbol tables, to find the classes it defines.
///
/// The file is untrusted: every offset, size and count in it is checked against the file's length
/// with checked arithmetic (see `ELFImage+Extents.swift`) before anything is read, so a damaged or
/// hostile file is answered with a ``ParseError`` that says what is wrong, never a trap or a read
/// past the end. Work is linear in the file's size: symbol tables, and the string tables they
/// name, may not overlap one another.
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

    enum ParseError: Error, Equatable, CustomStringConvertible {
        case notELF
        case unsupportedLayout(String)
        /// The file ends inside the ELF header.
        case truncated
        /// A header field points outside the file or overflows; the text says which.
        case damaged(String)
        /// A part of the file that only some of was read (``ImageBytes``) was needed.
        case notRead(Range<Int>)

        var description: String {
            switch self {
            case .notELF: "not an ELF file"
            case .unsupportedLayout(let reason): reason
            case .truncated: "the file ends inside its ELF header"
            case .damaged(let reason): reason
            case .notRead(let range): "bytes \(range.lowerBound)..<\(range.upperBound) of the file were not read"
            }
        }
    }

    let is64Bit: Bool
    let isLittleEndian: Bool
    let fileType: FileType
    let machine: UInt16
    /// The file, whole or the parts of it that were read (see ``parts(ofFileOf:read:)``).
    let file: ImageBytes

    init(bytes: Data) throws(ParseError) {
        try self.init(bytes: [UInt8](bytes))
    }

    init(bytes: [UInt8]) throws(ParseError) {
        try self.init(file: ImageBytes(whole: bytes))
    }

    init(file: ImageBytes) throws(ParseError) {
        guard file.count >= 16 else { throw .notELF }
        guard let identity = file[0..<16] else { throw .notRead(0..<16) }
        guard identity.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else { throw .notELF }
        self.file = file
        is64Bit = identity[identity.startIndex + 4] == 2
        isLittleEndian = identity[identity.startIndex + 5] == 1
        guard is64Bit, isLittleEndian else {
            // The header fields below are read as 64-bit little-endian; report what the image is.
            fileType = .other(0)
            machine = 0
            return
        }
        guard file.count >= 64 else { throw .truncated }
        machine = try Self.read(UInt16.self, in: file, at: 18)
        fileType = switch try Self.read(UInt16.self, in: file, at: 16) {
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
        let sections = try sectionHeaders()
        // The ELF specification allows one table of each kind; more would only multiply the
        // work (and the parts a launch reads) for a file no linker writes.
        try requireOneAtMost(ofType: 11, "dynamic symbol tables", in: sections)
        if includingStaticTable { try requireOneAtMost(ofType: 2, "static symbol tables", in: sections) }
        var tables: [(header: SectionHeader, entries: Range<Int>, strings: Range<Int>, entrySize: Int)] = []
        for header in sections where header.type == 11 || (includingStaticTable && header.type == 2) {  // SHT_DYNSYM, SHT_SYMTAB
            guard Int(header.link) < sections.count else {
                throw .damaged("symbol table section \(header.index) names string table section \(header.link), but there are \(sections.count) sections")
            }
            let stringHeader = sections[Int(header.link)]
            // sh_entsize 0 is read as the standard 24 bytes; a smaller one cannot hold a symbol.
            let entrySize = header.entrySize == 0 ? 24 : try fileOffset(header.entrySize, "the entry size of symbol table section \(header.index)")
            guard entrySize >= 24 else { throw .damaged("symbol table section \(header.index) has entries of \(entrySize) bytes; a symbol needs 24") }
            tables.append((header, try extent(of: header, "symbol table section \(header.index)"),
                           try extent(of: stringHeader, "string table section \(stringHeader.index)"), entrySize))
        }
        try requireDisjoint(tables.map(\.entries), "symbol tables")
        try requireDisjoint(Array(Set(tables.map(\.strings))), "string tables")
        var stringTables: [Range<Int>: StringTable] = [:]
        var symbols: [Symbol] = []
        for table in tables {
            let isDynamic = table.header.type == 11
            let strings: StringTable
            if let known = stringTables[table.strings] {
                strings = known
            } else {
                strings = try StringTable(file: file, range: table.strings)
                stringTables[table.strings] = strings
            }
            // Whole entries only: a table's last, partial entry is not read.
            for entry in stride(from: table.entries.lowerBound, through: table.entries.upperBound - 24, by: table.entrySize) {
                let nameOffset = Int(try read(UInt32.self, at: entry))
                guard nameOffset != 0 else { continue }
                let name = try strings.string(at: nameOffset, symbolTable: table.header.index)
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

    private func requireOneAtMost(ofType type: UInt32, _ name: String, in sections: [SectionHeader]) throws(ParseError) {
        let indices = sections.filter { $0.type == type }.map(\.index)
        guard indices.count > 1 else { return }
        let listed = indices.prefix(3).map(String.init).joined(separator: ", ") + (indices.count > 3 ? ", …" : "")
        throw .damaged("the file has \(indices.count) \(name) (sections \(listed)); an ELF file has one at most")
    }

    func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) throws(ParseError) -> T {
        try Self.read(T.self, in: file, at: offset)
    }

    private static func read<T: FixedWidthInteger>(_: T.Type, in file: ImageBytes, at offset: Int) throws(ParseError) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, offset <= file.count - size else {
            throw .damaged("a \(size)-byte field at offset \(offset) lies beyond the end of the file (\(file.count) bytes)")
        }
        guard let bytes = file[offset..<(offset + size)] else { throw .notRead(offset..<(offset + size)) }
        var value: T = 0
        for (byteIndex, byte) in bytes.enumerated() {
            value |= T(truncatingIfNeeded: byte) << (8 * byteIndex)
        }
        return value
    }

    /// The symbol names of one string table. Where each name ends is found once for the whole
    /// table, so that names with no terminator cannot make every look-up scan to the end.
    private struct StringTable {
        let bytes: ArraySlice<UInt8>
        /// The indices in `bytes` of the table's NUL bytes, ascending.
        let terminators: [Int]

        /// `range` lies in the file (``extent(of:_:)``).
        init(file: ImageBytes, range: Range<Int>) throws(ParseError) {
            guard let bytes = file[range] else { throw .notRead(range) }
            self.bytes = bytes
            terminators = bytes.indices.filter { bytes[$0] == 0 }
        }

        func string(at index: Int, symbolTable: Int) throws(ParseError) -> String {
            guard index < bytes.count else {
                throw .damaged("a symbol of section \(symbolTable) names string \(index), beyond its string table of \(bytes.count) bytes")
            }
            let start = bytes.startIndex + index
            var low = 0, high = terminators.count
            while low < high {
                let middle = low + (high - low) / 2
                if terminators[middle] < start { low = middle + 1 } else { high = middle }
            }
            guard low < terminators.count else {
                throw .damaged("a symbol name of section \(symbolTable) runs past the end of its string table")
            }
            return String(decoding: bytes[start..<terminators[low]], as: UTF8.self)
        }
    }
}
