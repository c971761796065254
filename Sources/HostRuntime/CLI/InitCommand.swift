import ArgumentParser
import Foundation
import SystemInterop

/// `apphost init NAME`: a new folder NAME holding a package that is also an app folder, built
/// against the HostKit SDK of this `apphost`.
struct InitCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a new app: a plugin package that is also an app folder.",
        discussion: """
            NAME becomes the folder, the package, the Swift module and the classes' prefix \
            (NAME.AppDelegate, NAME.MainViewController). Inside it: swift build, then \
            apphost run . --events tour.jsonl, then swift test. The package builds against this \
            apphost's HostKit SDK without compiling AppHost.
            """
    )

    @Argument(help: "The app's name, a Swift identifier (letters, digits, _).")
    var name: String

    @Option(help: "storyboard: a storyboard and Swift controllers; code: the screen built in Swift; c: a C plugin against apphost.h.")
    var template: PluginTemplate = .storyboard

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        try Self.checkName(name)
        let sdk = try HostKitSDK.ofRunningProgram()
        let folder = SDKFiles.absolute(name)
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            throw HostError(.cannotWrite, "the folder '\(name)' already exists and is not empty",
                            remedy: "choose another name, or remove the folder first")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw HostError(.cannotWrite, "'\(name)' already exists and is not a folder", remedy: "choose another name")
        }
        for file in template.files(name: name, sdk: sdk) {
            try SDKFiles.write(file.contents, to: "\(folder)/\(file.path)")
        }
        writeToStandardOutputAndFlush("""
            created \(name)/ (\(template.rawValue) template), building against the HostKit SDK in \(sdk.libraryFolder)
            next: cd \(name) && swift build && apphost run . --events tour.jsonl --snapshot -

            """)
        return 0
    }

    /// Names that would clash with the modules a plugin imports, or that Swift reserves.
    private static let reservedNames: Set<String> = [
        "HostKit", "Foundation", "Swift", "Testing", "XCTest", "Dispatch", "Glibc", "ErrorReporting",
        "StoryboardFormat", "StrictJSON", "Type", "Self", "Any", "Protocol",
        "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "import", "init",
        "deinit", "return", "if", "else", "for", "while", "repeat", "switch", "case", "default", "in",
        "is", "as", "try", "throw", "throws", "nil", "true", "false", "self", "super", "public",
        "private", "internal", "fileprivate", "open", "static", "operator", "typealias", "where",
        "guard", "defer", "do", "catch", "break", "continue", "fallthrough", "inout", "subscript",
        "associatedtype", "package", "some", "any", "async", "await", "actor",
    ]

    /// NAME names a folder, a package, a Swift module, classes and C symbols: an ASCII Swift
    /// identifier is valid as each of them.
    static func checkName(_ name: String) throws(HostError) {
        let scalars = Array(name.unicodeScalars)
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        guard let first = scalars.first, isLetter(first),
              scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) }) else {
            throw HostError(.usage, "'\(name)' is not a Swift identifier: the app's name becomes its module and class names",
                            remedy: "use letters, digits and _ only, starting with a letter, such as Greeter or MyApp")
        }
        guard !reservedNames.contains(name), scalars.count <= 64 else {
            throw HostError(.usage, "'\(name)' cannot name an app: it is \(scalars.count > 64 ? "longer than 64 characters" : "a Swift keyword or a module plugins import")",
                            remedy: "choose another name, such as \(name.prefix(1).uppercased())\(name.dropFirst().prefix(20))App")
        }
    }
}
