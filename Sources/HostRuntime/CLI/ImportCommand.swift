import ArgumentParser
import ErrorReporting
import Foundation
import HostKit
import StoryboardFormat
import SystemInterop

/// `apphost import FILE.storyboard`: an Xcode storyboard as a JSON storyboard.
struct ImportCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Converts an Xcode .storyboard (Interface Builder XML) into a JSON storyboard.",
        discussion: """
            Writes NAME.storyboard.json (the input's base name) into DIR (default: beside the \
            input), keys in a fixed order with a two-space indent, the same bytes each time. \
            Scenes, views, frames, Auto Layout constraints and autoresizing masks, table \
            views and their cells, colours, fonts, outlets, actions, segues and storyboard \
            references carry over; what the JSON format cannot say yet (collection views, \
            bar button items, some gesture recognizers…) is printed as \
            file:line:column: warning: …, with a count at the end: a view kind HostKit lacks \
            becomes a plain View with its frame. Xcode's ids (BYZ-38-t0r) become readable ids; \
            --keep-ids also writes NAME.storyboard-ids.json, the map from old to new. Exit \
            status: 0 imported (warnings allowed), 65 malformed XML or not an iOS storyboard \
            (at line:column), or any warning with --strict, 66 the file does not exist, 73 the \
            output cannot be written. See Sources/HostKit/HostKit.docc/ImportingXcodeStoryboards.md.
            """
    )

    @Argument(help: ArgumentHelp("The Xcode storyboard to import.", valueName: "file.storyboard"))
    var file: String

    @Option(help: ArgumentHelp("The folder to write NAME.storyboard.json into (created if missing). Default: the input's folder.", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("The module of custom classes that name none (customModuleProvider=\"target\" or Objective-C): Module.Class.", valueName: "name"))
    var module: String?

    @Flag(help: "Treat warnings as errors: exit 65 when anything is not carried over (the JSON is still written).")
    var strict = false

    @Flag(name: .customLong("keep-ids"), help: "Also write NAME.storyboard-ids.json: Xcode's id of each scene, view and object, and its new id.")
    var keepIDs = false

    /// Real storyboards are under 1 MB; anything far larger is refused before it is read.
    static let maximumFileSize = 16 * 1024 * 1024

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let bytes = try readInput()
        let inputFolder = PathNames.folder(of: file)
        let folder = try OutputFolder.prepare(out ?? (inputFolder.isEmpty ? "." : inputFolder), naming: "output folder", remedy: "give --out a folder")
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let name = fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
        let result = try StoryboardImportLibrary.load().importStoryboard(
            bytes, path: file, module: module, inputFolder: inputFolder.isEmpty ? "." : inputFolder, outputFolder: folder)
        if let error = result.errorReport {
            writeToStandardError(error + "\n")
            return HostError.Code.badStoryboard.exitStatus
        }
        let outputPath = (folder as NSString).appendingPathComponent(name + StoryboardDecoder.fileSuffix)
        // What the importer writes must read back: a failure here is the importer's mistake.
        do {
            _ = try StoryboardDecoder.decode(Array(result.json.utf8), path: outputPath, name: name, viewClasses: BuiltInViews.table)
        } catch {
            throw HostError(.badStoryboard, "the imported storyboard does not read back (an importer bug): \(error.description)",
                            remedy: "report it with the .storyboard file; meanwhile fix the JSON by hand")
        }
        try write(result.json, to: outputPath)
        if keepIDs {
            try write(result.idMap, to: (folder as NSString).appendingPathComponent(name + ".storyboard-ids.json"))
        }
        if !result.warnings.isEmpty {
            writeToStandardError(result.warnings.map(\.line).joined(separator: "\n") + "\n")
        }
        let count = result.warnings.count
        var summary = "\(outputPath): \(result.sceneCount) scene\(result.sceneCount == 1 ? "" : "s"), \(count) warning\(count == 1 ? "" : "s")"
        if count > 0 {
            // By kind, most first: what a later HostKit would take off the count.
            let counts = Dictionary(grouping: result.warnings, by: \.kind).map { ($0.key, $0.value.count) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            summary += " (" + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + ")"
        }
        writeToStandardOutputAndFlush(summary + "\n")
        return strict && count > 0 ? HostError.Code.badStoryboard.exitStatus : 0
    }

    private func readInput() throws(HostError) -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw HostError(.fileNotFound, "'\(file)' does not exist", remedy: "pass an Xcode .storyboard file (Base.lproj/Main.storyboard in most projects)")
        }
        guard !isFolder.boolValue else {
            throw HostError(.usage, "'\(file)' is a folder", remedy: "pass the .storyboard file itself")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size > Self.maximumFileSize {
            throw HostError(.badStoryboard, "'\(file)' is \(size) bytes; the importer reads storyboards of at most \(Self.maximumFileSize / (1024 * 1024)) MiB",
                            remedy: "check that this is an Interface Builder storyboard; real ones are well under 1 MB", at: FileLocation(file: file, line: 1, column: 1))
        }
        do {
            return try RegularFile.read(file)
        } catch {
            switch error {
            case .missing: throw HostError(.fileNotFound, "'\(file)' does not exist", remedy: "pass an Xcode .storyboard file")
            default: throw HostError(.badStoryboard, "cannot read '\(file)': \(error)", remedy: "pass a readable regular file")
            }
        }
    }

    private func write(_ text: String, to path: String) throws(HostError) {
        do {
            try AtomicFile.write(Array(text.utf8), to: path, newFileMode: 0o644)
        } catch {
            throw HostError(.cannotWrite, "cannot write '\(path)': \(error)", remedy: "check that the folder is writable")
        }
    }
}
