import StrictJSON

/// Reads a storyboard file: strict JSON, then the format's structure, then the checks that need
/// only this file (ids, references between its scenes, the initial scene, containment cycles).
///
/// It collects every problem it can find rather than stopping at the first, so that one run of
/// `apphost validate` shows them all.
package enum StoryboardDecoder {
    package static let currentFormat = 1
    package static let fileSuffix = ".storyboard.json"

    /// `viewClasses` are the built-in view classes the storyboard may name (HostKit's view
    /// descriptors), which decide the keys each view takes.
    package static func decode(_ bytes: [UInt8], path: String, name: String, viewClasses: ViewClassTable,
                              limits: JSONParser.Limits = .standard) throws(StoryboardDiagnostics) -> StoryboardDescription {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: limits)
        } catch {
            throw StoryboardDiagnostics([StoryboardDiagnostic(
                at: StoryboardLocation(file: path, line: error.position.line, column: error.position.column),
                error.message, remedy: error.remedy)])
        }
        let source = StoryboardSource(path: path, positions: document.positions)
        let reader = StoryboardReader(source: source, viewClasses: viewClasses)
        var description = StoryboardDescription(name: name, source: source, scenes: reader.readFile(document.root),
                                                initialSceneIndex: nil, sceneIndexByID: [:], sceneIndexByStoryboardIdentifier: [:])
        // References are checked only in a well-formed file: a broken scene would report as dangling.
        if reader.diagnostics.isEmpty { reader.crossCheck(&description) }
        guard reader.diagnostics.isEmpty else {
            throw StoryboardDiagnostics(reader.diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
        }
        return description
    }

    /// The storyboard name of a file path: `Main` for `…/Main.storyboard.json`.
    package static func storyboardName(ofPath path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return fileName.hasSuffix(fileSuffix) ? String(fileName.dropLast(fileSuffix.count)) : fileName
    }
}

/// Where a storyboard came from, to turn offsets back into `file:line:column`. It keeps the
/// file's bytes and line starts, not the JSON tree, which is dropped once decoded.
package struct StoryboardSource: Sendable {
    package var path: String
    let positions: SourcePositions

    package func location(at offset: Int) -> StoryboardLocation {
        let position = positions.position(ofOffset: offset)
        return StoryboardLocation(file: path, line: position.line, column: position.column)
    }
}
