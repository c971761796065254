import Foundation
@testable import HostRuntime
import Testing

/// Random, reproducible damage to a real plugin's headers, fed to the ELF reader in this
/// process: every image is either read or refused with a ``ELFImage/ParseError``. An arithmetic
/// overflow or an out-of-bounds read traps and ends the test run.
@Suite("ELF images, damaged at random")
struct ELFImageFuzzTests {
    /// The parts of the file the mutations aim at: the headers the dynamic loader and the host read.
    struct Regions {
        let elfHeader: Range<Int>
        let programHeaders: Range<Int>
        let sectionHeaders: Range<Int>
        /// `.dynsym`, `.symtab`, `.dynamic`, `.dynstr`: the tables the headers point to.
        let tables: [Range<Int>]

        init(of bytes: [UInt8]) throws {
            let image = try ELFImage(bytes: bytes)
            elfHeader = 0..<64
            let programs = try image.programHeaderTable()
            programHeaders = programs.offset..<programs.end
            let sections = try image.sectionHeaderTable()
            sectionHeaders = sections.offset..<sections.end
            let all = try image.sectionHeaders()
            tables = try all.filter { [2, 3, 6, 11].contains($0.type) }.map { try image.extent(of: $0, "section \($0.index)") }
        }

        var all: [Range<Int>] { [elfHeader, programHeaders, sectionHeaders, sectionHeaders] + tables }
    }

    /// SplitMix64: small, fast, and the same sequence on every machine for a seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Values that break arithmetic: zero, one, the edges of every width, the file's own size.
    static func boundaryValue(fileSize: Int, using random: inout SeededGenerator) -> UInt64 {
        let values: [UInt64] = [0, 1, 23, 24, 63, 64, 0x7F, 0xFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x7FFF_FFFF_FFFF_FFFF,
                                0x8000_0000_0000_0000, 0xFFFF_FFFF_FFFF_FFF0, .max, UInt64(fileSize), UInt64(fileSize - 1), UInt64(fileSize + 1)]
        return random.next() % 4 == 0 ? random.next() : values[Int(random.next() % UInt64(values.count))]
    }

    /// One to four changes: a random byte, a 2-, 4- or 8-byte field set to a boundary value, or
    /// the file cut short.
    static func mutate(_ original: [UInt8], regions: Regions, using random: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<(1 + Int(random.next() % 4)) {
            let region = regions.all[Int(random.next() % UInt64(regions.all.count))]
            guard !region.isEmpty else { continue }
            switch random.next() % 8 {
            case 0:
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            case 1, 2:
                let offset = region.lowerBound + Int(random.next() % UInt64(region.count))
                if offset < bytes.count { bytes[offset] = UInt8(truncatingIfNeeded: random.next()) }
            default:
                let width = [2, 4, 8][Int(random.next() % 3)]
                let offset = (region.lowerBound + Int(random.next() % UInt64(region.count))) & ~(width - 1)
                let value = boundaryValue(fileSize: original.count, using: &random)
                for index in 0..<width where offset + index < bytes.count {
                    bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index))
                }
            }
        }
        return bytes
    }

    enum Outcome: Equatable { case read, refused }

    /// What a check concluded, in a form two checks can be compared by.
    static func verdict(_ check: PluginLoader.ImageCheck) -> String {
        switch check {
        // The symbols as a digest: a failure's message stays readable.
        case .loadable(_, let symbols): "loadable: \(symbols.count) symbols, digest \(String(describing: symbols).hashValue)"
        case .unrecognized: "unrecognized"
        case .incomplete(let have, let need): "incomplete: \(have) of \(need)"
        case .damaged(let error): "damaged: \(error.message)"
        }
    }

    /// A launch checks only the parts of the file it reads (``ELFImage/parts(ofFileOf:read:)``):
    /// the verdict must be the whole file's, word for word, and the reading linear in its size.
    static func expectPartsAgree(_ bytes: [UInt8]) {
        var bytesRead = 0
        let parts = ELFImage.parts(ofFileOf: bytes.count) { range in
            bytesRead += range.count
            return Array(bytes[range])
        }
        #expect(verdict(PluginLoader.check(parts, reportedAs: "mutant.so")) == verdict(PluginLoader.check(bytes, reportedAs: "mutant.so")))
        #expect(bytesRead <= 64 + 4 * bytes.count)
    }

    /// Everything the host does with a plugin file's bytes before and after `dlopen`.
    static func exercise(_ bytes: [UInt8]) -> Outcome {
        expectPartsAgree(bytes)
        switch PluginLoader.check(bytes, reportedAs: "mutant.so") {
        case .loadable(let image, _):
            // What a class-not-found message reads after the load.
            do {
                _ = try image.symbols(includingStaticTable: true)
            } catch {
                #expect(!error.description.isEmpty)
            }
            return .read
        case .unrecognized:
            _ = try? ELFImage(bytes: bytes).architectureName
            return .refused
        case .incomplete(let have, let need):
            #expect(need > have)
            return .refused
        case .damaged(let error):
            #expect(error.message.contains("is a damaged ELF file: "))
            return .refused
        }
    }

    @Test(arguments: ["HelloApp", "CounterTwinC"])
    func mutatedHeadersAreReadOrRefusedNeverTrapped(plugin: String) async throws {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try await PluginBuilds.plugin(plugin))))
        let regions = try Regions(of: original)
        #expect(Self.exercise(original) == .read, "the undamaged plugin reads")
        var random = SeededGenerator(state: 0x15_E1F)
        var outcomes: [Outcome: Int] = [:]
        for _ in 0..<1000 {
            outcomes[Self.exercise(Self.mutate(original, regions: regions, using: &random)), default: 0] += 1
        }
        // Both ways must happen, or the mutations miss the headers (or spare nothing).
        #expect(outcomes[.read, default: 0] > 50, "\(outcomes)")
        #expect(outcomes[.refused, default: 0] > 300, "\(outcomes)")
    }

    /// The rules that keep the reading linear and inside the file, each on a real image.
    @Test func overlappingSymbolTablesAndNamesPastTheirStringTableAreRefused() async throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: try await PluginBuilds.plugin("HelloApp")))
        let dynsym = DamagedPluginFileTests.ELFPatch(bytes: original).sectionHeader(ofType: 11)

        // `.symtab` laid over `.dynsym`: every symbol would be read twice, or a thousand times.
        var overlapping = DamagedPluginFileTests.ELFPatch(bytes: original)
        let symtab = overlapping.sectionHeader(ofType: 2)
        for field in [24, 32] { overlapping.write(overlapping.read(8, at: dynsym.offset + field), width: 8, at: symtab.offset + field) }
        let image = try ELFImage(bytes: overlapping.bytes)
        #expect(try image.symbols().isEmpty == false, ".dynsym alone still reads")
        let overlap = #expect(throws: ELFImage.ParseError.self) { try image.symbols(includingStaticTable: true) }
        #expect(overlap?.description.hasPrefix("symbol tables overlap") == true, "\(String(describing: overlap))")

        // `.dynstr` cut to one byte: the names of `.dynsym` point past it.
        var shortStrings = DamagedPluginFileTests.ELFPatch(bytes: original)
        let dynstrIndex = Int(shortStrings.read(4, at: dynsym.offset + 40))
        let dynstr = Int(shortStrings.read(8, at: 0x28)) + dynstrIndex * 64
        shortStrings.write(1, width: 8, at: dynstr + 32)
        let pastTheEnd = #expect(throws: ELFImage.ParseError.self) { try ELFImage(bytes: shortStrings.bytes).symbols() }
        #expect(pastTheEnd?.description.contains("beyond its string table of 1 bytes") == true, "\(String(describing: pastTheEnd))")
    }

    /// Two cases the random mutations rarely reach, read both ways with the same verdict: a
    /// symbol table whose string table is empty, and a second dynamic symbol table (which the
    /// ELF specification does not allow, and which would multiply the parts a launch reads).
    @Test func anEmptyStringTableAndASecondDynamicSymbolTableGetTheSameVerdictInParts() async throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: try await PluginBuilds.plugin("HelloApp")))
        var empty = DamagedPluginFileTests.ELFPatch(bytes: original)
        let dynsym = empty.sectionHeader(ofType: 11)
        let dynstr = Int(empty.read(8, at: 0x28)) + Int(empty.read(4, at: dynsym.offset + 40)) * 64
        empty.write(0, width: 8, at: dynstr + 32)
        Self.expectPartsAgree([UInt8](empty.bytes))
        #expect(Self.verdict(PluginLoader.check([UInt8](empty.bytes), reportedAs: "x.so")).contains("beyond its string table of 0 bytes"))

        var twice = DamagedPluginFileTests.ELFPatch(bytes: original)
        let symtab = twice.sectionHeader(ofType: 2)
        twice.write(11, width: 4, at: symtab.offset + 4)
        Self.expectPartsAgree([UInt8](twice.bytes))
        let verdict = Self.verdict(PluginLoader.check([UInt8](twice.bytes), reportedAs: "x.so"))
        #expect(verdict.contains("the file has 2 dynamic symbol tables (sections \(dynsym.index), \(symtab.index)); an ELF file has one at most"), "\(verdict)")
    }
}
