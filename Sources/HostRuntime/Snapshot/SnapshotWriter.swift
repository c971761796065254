import Foundation
import SystemInterop

/// Appends view-tree snapshots to the `--snapshot` file: text blocks headed
/// `--- snapshot N: LABEL ---`, or JSON Lines, one snapshot per line.
@MainActor
final class SnapshotWriter {
    enum Format: String, CaseIterable {
        case text, json

        /// JSON for `.json` and `.jsonl` files, text otherwise.
        static func implied(byPath path: String) -> Format {
            path.hasSuffix(".json") || path.hasSuffix(".jsonl") ? .json : .text
        }
    }

    private let destination: Destination
    private let format: Format
    private(set) var count = 0

    private enum Destination {
        case standardOutput
        case file(FileHandle)
    }

    /// `path` is a file, created or emptied, or `-` for standard output.
    init(path: String, format: Format) throws(HostError) {
        self.format = format
        if path == "-" {
            destination = .standardOutput
            return
        }
        destination = .file(try FileHandle(output: path, appending: false, naming: "snapshot file"))
    }

    func write(_ snapshot: ViewTreeSnapshot, label: String?) throws(HostError) {
        count += 1
        let record = switch format {
        case .text: "--- snapshot \(count)\(label.map { ": \($0)" } ?? "") ---\n" + snapshot.text + "\n"
        case .json: snapshot.json(label: label) + "\n"
        }
        switch destination {
        case .standardOutput: writeToStandardOutputAndFlush(record)
        case .file(let handle): handle.write(Data(record.utf8))
        }
    }
}
