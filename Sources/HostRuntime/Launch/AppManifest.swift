import ErrorReporting
import Foundation
import StoryboardFormat
import StrictJSON
import SystemInterop

/// `app.json`, the Info.plist of this world: which plugin to load and which classes to create.
/// Paths in it are relative to the folder that holds it. See `Sources/HostKit/HostKit.docc/AppManifest.md`.
struct AppManifest: Equatable {
    /// The manifest format version; only 1 exists.
    var format: Int
    /// The plugin's .so file.
    var plugin: String
    /// The delegate class, `Module.Class`; optional when the plugin has exactly one delegate.
    var delegate: String?
    /// The principal class, `Module.Class`; `HostKit.Application` when absent.
    var application: String?
    /// The storyboard whose initial view controller the app starts with: `NAME` for
    /// `NAME.storyboard.json` in the manifest's folder.
    var mainStoryboard: String?
    /// The scene manifest: with one, the app has the scene-based life cycle.
    var scenes: SceneManifest?

    static let knownKeys = ["format", "plugin", "delegate", "application", "mainStoryboard", "scenes"]
    static let currentFormat = 1

    static func load(from path: String) throws(HostError) -> AppManifest {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path)
        } catch {
            throw HostError(.fileNotFound, "app manifest '\(path)' does not exist or cannot be read",
                            remedy: "create it with at least {\"format\": 1, \"plugin\": \"path/to/libApp.so\"}")
        }
        return try decode(bytes, path: path)
    }

    /// Reads the manifest strictly (``StrictJSONInput``: CR LF accepted, duplicate keys refused);
    /// every error names `path:line:column`, as a storyboard's do.
    static func decode(_ data: some Collection<UInt8>, path: String) throws(HostError) -> AppManifest {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(data, limits: StrictJSONInput.limits)
        } catch {
            throw HostError(.badManifest, "app manifest '\(path)' is not valid JSON: \(error.message)", remedy: error.remedy,
                            at: FileLocation(file: path, line: error.position.line, column: error.position.column))
        }
        func location(_ offset: Int) -> FileLocation {
            let position = document.position(ofOffset: offset)
            return FileLocation(file: path, line: position.line, column: position.column)
        }
        guard case .object(let object) = document.root.kind else {
            throw HostError(.badManifest, "app manifest '\(path)' must hold a JSON object, not \(document.root.typeDescription)",
                            remedy: "wrap the settings in { }", at: location(document.root.offset))
        }
        if let unknown = object.members.first(where: { !knownKeys.contains($0.key) }) {
            let suggestion = Suggestions.closest(to: unknown.key, among: knownKeys)
            throw HostError(.badManifest, "app manifest '\(path)' has an unknown key \"\(unknown.key)\"",
                            notes: (suggestion.map { ["did you mean \"\($0)\"?"] } ?? []) + ["keys: \(knownKeys.joined(separator: ", "))"],
                            remedy: "remove or rename the key", at: location(unknown.keyOffset))
        }
        func string(_ key: String) throws(HostError) -> String? {
            guard let member = object[key] else { return nil }
            guard case .string(let text) = member.value.kind else {
                throw HostError(.badManifest, "app manifest '\(path)': \"\(key)\" must be a string, not \(member.value.typeDescription)",
                                remedy: "correct the value of \"\(key)\"", at: location(member.value.offset))
            }
            return text
        }
        let start = location(document.root.offset)
        guard let formatMember = object["format"] else {
            throw HostError(.badManifest, "app manifest '\(path)' has no \"format\"", remedy: "add \"format\": \(currentFormat)", at: start)
        }
        guard case .number(let number) = formatMember.value.kind, let format = number.integer else {
            throw HostError(.badManifest, "app manifest '\(path)': \"format\" must be a whole number, not \(formatMember.value.typeDescription)",
                            remedy: "write \"format\": \(currentFormat)", at: location(formatMember.value.offset))
        }
        guard format == currentFormat else {
            throw HostError(.badManifest, "app manifest '\(path)' has format \(format); this apphost reads format \(currentFormat)",
                            remedy: "set \"format\": \(currentFormat), or use the apphost the manifest was written for", at: location(formatMember.value.offset))
        }
        guard let plugin = try string("plugin") else {
            throw HostError(.badManifest, "app manifest '\(path)' has no \"plugin\"", remedy: "add \"plugin\": the path of the plugin's .so file", at: start)
        }
        var scenes: SceneManifest?
        if let member = object["scenes"] {
            scenes = try SceneManifest.read(member.value, path: path, location: location)
        }
        return AppManifest(format: format, plugin: plugin, delegate: try string("delegate"), application: try string("application"),
                           mainStoryboard: try string("mainStoryboard"), scenes: scenes)
    }
}
