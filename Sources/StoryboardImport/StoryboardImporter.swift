/// What `apphost import` needs besides the file.
package struct StoryboardImportOptions: Sendable {
    /// The module of custom classes that do not name theirs (`customModuleProvider="target"`
    /// without `customModule`, or Objective-C classes): `--module`.
    package var module: String?
    /// Whether the storyboard a reference names (`Name`) can be found: `Name.storyboard` beside
    /// the input or `Name.storyboard.json` in the output folder.
    package var storyboardExists: @Sendable (String) -> Bool

    package init(module: String? = nil, storyboardExists: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.module = module
        self.storyboardExists = storyboardExists
    }
}

/// A storyboard imported: the JSON text, the warnings, and the map of ids.
package struct StoryboardImportResult: Sendable {
    /// The JSON storyboard, formatted for people, ending in a newline.
    package var json: String
    package var warnings: [ImportWarning]
    /// `{ "BYZ-38-t0r": "mealViewController", … }`, in file order: what `--keep-ids` writes.
    package var idMapJSON: String
    package var sceneCount: Int
}

/// Imports an Xcode `.storyboard` (Interface Builder's XML) as a JSON storyboard: scenes,
/// view trees, outlets, actions, segues and references, with a warning for each thing the JSON
/// format cannot say yet.
package enum StoryboardImporter {
    /// `path` is the file's name in messages; `bytes` its content.
    package static func importStoryboard(_ bytes: [UInt8], path: String, options: StoryboardImportOptions) throws(StoryboardImportError) -> StoryboardImportResult {
        let root: XMLElementNode
        do {
            root = try XMLDocumentReader.read(bytes)
        } catch {
            throw StoryboardImportError(file: path, line: error.position.line, column: error.position.column, message: error.message, remedy: error.remedy)
        }
        try checkIsStoryboard(root, path: path)
        let document = DocumentImport(root: root, path: path, options: options)
        let json = document.run()
        guard document.sceneCount > 0 else {
            throw StoryboardImportError(file: path, line: root.line, column: root.column, message: "no scene of the storyboard has a view controller",
                                        remedy: "add a view controller in Xcode, or pass another storyboard")
        }
        return StoryboardImportResult(json: json.rendered(), warnings: document.warnings.all,
                                      idMapJSON: OrderedJSON.object(document.ids.map.map { ($0.old, OrderedJSON.string($0.new)) }).rendered(),
                                      sceneCount: document.sceneCount)
    }

    private static func checkIsStoryboard(_ root: XMLElementNode, path: String) throws(StoryboardImportError) {
        func failure(_ element: XMLElementNode, _ message: String, _ remedy: String) -> StoryboardImportError {
            StoryboardImportError(file: path, line: element.line, column: element.column, message: message, remedy: remedy)
        }
        guard root.name == "document" else {
            throw failure(root, "this is XML, but not an Interface Builder storyboard: its root element is <\(root.name)>, not <document>",
                          "pass an Xcode .storyboard file")
        }
        let type = root["type"] ?? ""
        guard type.contains("Storyboard") else {
            let what = type.hasSuffix(".XIB") ? "a .xib (one interface), not a storyboard" : "not a storyboard (type \"\(type)\")"
            throw failure(root, "this Interface Builder document is \(what)", "pass an Xcode .storyboard file; apphost imports storyboards only")
        }
        let runtime = root["targetRuntime"] ?? "iOS.CocoaTouch"
        guard runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") else {
            throw failure(root, "this storyboard is for \(runtime), not iOS", "pass an iOS storyboard (targetRuntime iOS.CocoaTouch)")
        }
        guard let scenes = root.child("scenes"), !scenes.children(named: "scene").isEmpty else {
            throw failure(root, "the storyboard has no scenes", "add a view controller in Xcode, or pass another storyboard")
        }
    }
}
