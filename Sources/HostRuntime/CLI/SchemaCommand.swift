import ArgumentParser
import HostKit
import StoryboardFormat
import SystemInterop

/// `apphost schema`: the storyboard format's JSON Schema, written from HostKit's view
/// descriptors. `Sources/StoryboardFormat/storyboard.schema.json` is its output, checked in for
/// editors; a test fails when the two differ.
struct SchemaCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the storyboard format's JSON Schema (draft 2020-12).",
        discussion: """
            The view classes and their keys come from HostKit's view descriptors. To refresh the \
            checked-in copy: apphost schema --output Sources/StoryboardFormat/storyboard.schema.json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown
    }

    @Option(help: "json: the JSON Schema; markdown: the table of view keys that StoryboardFormat.md holds.")
    var format: Format = .json

    @Option(help: "Write the schema to this file (atomically) instead of standard output.")
    var output: String?

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let schema = switch format {
        case .json: StoryboardSchema.json(viewClasses: BuiltInViews.table)
        case .markdown: StoryboardSchema.markdownKeyTable(viewClasses: BuiltInViews.table) + "\n"
        }
        guard let output else {
            writeToStandardOutputAndFlush(schema)
            return 0
        }
        do {
            try AtomicFile.write(Array(schema.utf8), to: output, newFileMode: 0o644)
        } catch {
            throw HostError(.cannotWrite, "cannot write the schema to '\(output)': \(error)", remedy: "check that the folder exists and is writable")
        }
        return 0
    }
}
