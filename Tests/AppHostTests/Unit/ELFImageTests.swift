import ErrorReporting
import Foundation
@testable import HostRuntime
import Testing

@Suite("ELF images")
struct ELFImageTests {
    private func header(class elfClass: UInt8 = 2, data: UInt8 = 1, type: UInt16 = 3, machine: UInt16 = 62, length: Int = 64) -> Data {
        var bytes = [UInt8](repeating: 0, count: length)
        bytes.replaceSubrange(0..<4, with: [0x7F, 0x45, 0x4C, 0x46])
        bytes[4] = elfClass
        bytes[5] = data
        if length >= 20 {
            bytes[16] = UInt8(type & 0xFF); bytes[17] = UInt8(type >> 8)
            bytes[18] = UInt8(machine & 0xFF); bytes[19] = UInt8(machine >> 8)
        }
        return Data(bytes)
    }

    @Test func readsTheHeader() throws {
        let image = try ELFImage(bytes: header(machine: 183))
        #expect(image.fileType == .sharedObject)
        #expect(image.architectureName == "aarch64")
        #expect(image.matchesHost == (ELFImage.hostMachine == 183))
    }

    @Test func refusesWhatIsNotELF() {
        #expect(throws: ELFImage.ParseError.notELF) { try ELFImage(bytes: Data("#!/bin/sh\necho hi\n".utf8)) }
        #expect(throws: ELFImage.ParseError.notELF) { try ELFImage(bytes: Data()) }
    }

    @Test func reportsTruncationInsteadOfReadingPastTheEnd() throws {
        #expect(throws: ELFImage.ParseError.truncated) { try ELFImage(bytes: header(length: 40)) }
        // A header whose section table points far past the end of the file.
        var bytes = [UInt8](header())
        bytes[0x28] = 0xFF; bytes[0x29] = 0xFF; bytes[0x2A] = 0xFF
        bytes[0x3A] = 64; bytes[0x3C] = 3
        let image = try ELFImage(bytes: Data(bytes))
        let error = #expect(throws: ELFImage.ParseError.self) { try image.symbols() }
        #expect(error?.description.contains("the section header table (bytes 16777215..<16777407) lies beyond the end of the file (64 bytes)") == true,
                "\(String(describing: error))")
    }

    @Test func describes32BitImages() throws {
        let image = try ELFImage(bytes: header(class: 1))
        #expect(!image.matchesHost)
        #expect(image.architectureName == "a 32-bit machine")
    }

    @Test func diagnosesLoadFailuresInTheUsersTerms() {
        let notELF = PluginLoader.diagnose(path: "x.so", bytes: Data("hello".utf8), loaderMessage: "x.so: invalid ELF header")
        #expect(notELF.code == .pluginNotLoadable)
        #expect(notELF.message == "'x.so' is not an ELF shared object")
        #expect(notELF.notes == ["dlopen: x.so: invalid ELF header"])

        let foreign = PluginLoader.diagnose(path: "x.so", bytes: header(machine: 243), loaderMessage: "cannot open")
        #expect(foreign.message.contains("built for riscv64"))

        let executable = PluginLoader.diagnose(path: "x.so", bytes: header(type: 2, machine: ELFImage.hostMachine), loaderMessage: "cannot dynamically load position-independent executable")
        #expect(executable.message.contains("not a shared object"))

        let oldHostKit = PluginLoader.diagnose(path: "x.so", bytes: header(machine: ELFImage.hostMachine),
                                               loaderMessage: "x.so: undefined symbol: $s7HostKit11ApplicationC20removedInThisVersionyyF")
        #expect(oldHostKit.code == .incompatibleHostKit)
        #expect(oldHostKit.message.contains("HostKit.Application.removedInThisVersion()"))
    }
}

@Suite("App manifest")
struct AppManifestTests {
    private func decode(_ json: String) throws(HostError) -> AppManifest {
        try AppManifest.decode(Data(json.utf8), path: "Apps/x/app.json")
    }

    @Test func decodesAFullManifest() throws {
        let manifest = try decode(#"{"format":1,"plugin":"libX.so","delegate":"X.AppDelegate","application":"X.App"}"#)
        #expect(manifest == AppManifest(format: 1, plugin: "libX.so", delegate: "X.AppDelegate", application: "X.App"))
    }

    @Test(arguments: [
        (#"{"format":1,"plugin":"a.so","delgate":"X.A"}"#, "app manifest 'Apps/x/app.json' has an unknown key \"delgate\""),
        (#"{"format":1}"#, "app manifest 'Apps/x/app.json' has no \"plugin\""),
        (#"{"format":2,"plugin":"a.so"}"#, "app manifest 'Apps/x/app.json' has format 2; this apphost reads format 1"),
        (#"{"format":1,"plugin":7}"#, "app manifest 'Apps/x/app.json': \"plugin\" must be a string"),
        (#"{"format":1,"plugin":"a.so""#, "app manifest 'Apps/x/app.json' is not valid JSON"),
        (#"[1]"#, "app manifest 'Apps/x/app.json' must hold a JSON object"),
    ])
    func badManifests(json: String, message: String) {
        let error = #expect(throws: HostError.self) { try decode(json) }
        #expect(error?.code == .badManifest)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    /// `app.json` follows the rule of every JSON input: CR LF accepted, a repeated key refused,
    /// and each error at `file:line:column`.
    @Test(arguments: [
        ("{\r\n\"format\":1,\r\n\"plugin\":\"a.so\",\r\n\"delgate\":\"X.A\"}", "has an unknown key \"delgate\"", 4, 1),
        ("{\"format\":1,\n \"plugin\":\"a.so\",\n \"plugin\":\"b.so\"}", "duplicate key \"plugin\"", 3, 2),
        ("{\"format\":1,\n\"plugin\":7}", "\"plugin\" must be a string", 2, 10),
        ("{\"format\":\"1\",\"plugin\":\"a.so\"}", "\"format\" must be a whole number", 1, 11),
        ("{\"format\":1,\n\"plugin\":\"a.so\",}", "not valid JSON", 2, 16),
        ("\n\n  [1]", "must hold a JSON object", 3, 3),
    ] as [(String, String, Int, Int)])
    func errorsCarryLineAndColumn(json: String, message: String, line: Int, column: Int) {
        let error = #expect(throws: HostError.self) { try decode(json) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.fileLocation == FileLocation(file: "Apps/x/app.json", line: line, column: column), "\(error?.report ?? "")")
        #expect(error?.report.hasPrefix("Apps/x/app.json:\(line):\(column): error: ") == true)
    }

    @Test func crlfManifestReads() throws {
        #expect(try decode("{\r\n  \"format\": 1,\r\n  \"plugin\": \"a.so\"\r\n}\r\n") == AppManifest(format: 1, plugin: "a.so"))
    }

    @Test func unknownKeysGetASuggestion() {
        let error = #expect(throws: HostError.self) { try decode(#"{"format":1,"plugin":"a.so","delgate":"X.A"}"#) }
        #expect(error?.notes.first == "did you mean \"delegate\"?")
    }
}

@Suite("Class catalog")
struct ClassCatalogTests {
    @Test func findsClassesDefinedButNotExported() {
        let symbols = [
            // internal class of a release build: defined, local
            ELFImage.Symbol(name: "$s8HelloApp0B8DelegateCMa", isExported: false, isDefined: true),
            // public class: exported
            ELFImage.Symbol(name: "$s8HelloApp22GreetingViewControllerCMa", isExported: true, isDefined: true),
            // HostKit's class, imported: not the plugin's
            ELFImage.Symbol(name: "$s7HostKit6WindowCMa", isExported: false, isDefined: false),
            // a struct's accessor and a function: not classes
            ELFImage.Symbol(name: "$s8HelloApp5PointVMa", isExported: false, isDefined: true),
            ELFImage.Symbol(name: "$s8HelloApp3runyyF", isExported: false, isDefined: true),
        ]
        #expect(ImageClassTable.nonPublicClassNames(in: symbols) == ["HelloApp.AppDelegate"])
    }

    /// A launch reads the headers and the dynamic symbol table, not the debug sections: the same
    /// symbols, from a small part of a debug build's file.
    @Test func aLaunchReadsOnlyTheHeadersAndTheDynamicSymbols() async throws {
        let path = try await PluginBuilds.plugin("HelloApp")
        let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let parts = try PluginLoader.readImageParts(path, reportedAs: path)
        #expect(parts.count == whole.count)
        let fromParts = try ELFImage(file: parts).symbols()
        #expect(fromParts == (try ELFImage(bytes: whole).symbols()))
        #expect(fromParts.contains { $0.name == "$s8HelloApp0B8DelegateCMa" && $0.isExported })
        var read = 0
        _ = ELFImage.parts(ofFileOf: whole.count) { range in
            read += range.count
            return Array(whole[range])
        }
        #expect(read * 4 < whole.count, "\(read) of \(whole.count) bytes read")
        // The static table was not read: asking for it says so rather than reading past a part.
        #expect(throws: ELFImage.ParseError.self) { try ELFImage(file: parts).symbols(includingStaticTable: true) }
    }

    @Test func aPluginThatIsNotARegularFileIsNamedAsWhatItIs() throws {
        let error = #expect(throws: HostError.self) { try PluginLoader.readImageParts("/", reportedAs: "/") }
        #expect(error?.message == "plugin '/' is not a regular file: it is a folder")
    }
}
