import Foundation
import HostKit
import SystemInterop

/// Writes snapshots of the app's windows for `--snapshot`: view trees appended to one file as
/// text blocks headed `--- snapshot N: LABEL ---` or JSON Lines, or images of the screen, one PNG
/// per snapshot in a folder.
@MainActor
final class SnapshotWriter {
    enum Format: String, CaseIterable {
        case text, json, png

        /// JSON for `.json` and `.jsonl` files, text otherwise.
        static func implied(byPath path: String) -> Format {
            path.hasSuffix(".json") || path.hasSuffix(".jsonl") ? .json : .text
        }
    }

    private let destination: Destination
    let format: Format
    private(set) var count = 0

    private enum Destination {
        case standardOutput
        case file(FileHandle)
        case folder(String)
    }

    /// `path` is a file, created or emptied, or `-` for standard output; for PNG, a folder,
    /// created if missing.
    init(path: String, format: Format) throws(HostError) {
        self.format = format
        if format == .png {
            destination = .folder(try Self.imageFolder(path))
            return
        }
        if path == "-" {
            destination = .standardOutput
            return
        }
        destination = .file(try FileHandle(output: path, appending: false, naming: "snapshot file"))
    }

    /// Writes one snapshot: `tree` for text and JSON, the image `screen` draws for PNG.
    func write(_ tree: ViewTreeSnapshot, label: String?, screen: () throws(HostError) -> Data) throws(HostError) {
        count += 1
        switch destination {
        case .folder(let folder):
            let path = (folder as NSString).appendingPathComponent(Self.imageName(number: count, label: label))
            let png = try screen()
            try OutputFolder.write(png, to: path, naming: "snapshot image")
        case .standardOutput, .file:
            let record = switch format {
            case .text, .png: "--- snapshot \(count)\(label.map { ": \($0)" } ?? "") ---\n" + tree.text + "\n"
            case .json: tree.json(label: label) + "\n"
            }
            if case .file(let handle) = destination {
                try? handle.write(contentsOf: Data(record.utf8))  // a reader that went away: SIGPIPE ends the app
            } else {
                writeToStandardOutputAndFlush(record)
            }
        }
    }

    /// `snapshot-003-after-tap.png`: numbered so a folder lists in order, with the label kept to
    /// letters, digits, `.`, `_` and `-` (anything else would let a label name another folder).
    static func imageName(number: Int, label: String?) -> String {
        let digits = String(number)
        let numbered = "snapshot-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        guard let label, !label.isEmpty else { return numbered + ".png" }
        return numbered + "-" + SafeFileName.from(label) + ".png"
    }

    private static func imageFolder(_ path: String) throws(HostError) -> String {
        guard path != "-" else {
            throw HostError(.usage, "--snapshot-format png needs a folder, not standard output", remedy: "give --snapshot a folder, such as --snapshot shots")
        }
        return try OutputFolder.prepare(path, naming: "snapshot folder", remedy: "give --snapshot a folder for PNG snapshots")
    }
}
