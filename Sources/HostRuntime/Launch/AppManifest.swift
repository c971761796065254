import Foundation
import StoryboardFormat

/// `app.json`, the Info.plist of this world: which plugin to load and which classes to create.
/// Paths in it are relative to the folder that holds it. See `Sources/HostKit/HostKit.docc/AppManifest.md`.
struct AppManifest: Decodable, Equatable {
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

    static let knownKeys = ["format", "plugin", "delegate", "application", "mainStoryboard"]
    static let currentFormat = 1

    static func load(from path: String) throws(HostError) -> AppManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError(.fileNotFound, "app manifest '\(path)' does not exist or cannot be read",
                            remedy: "create it with at least {\"format\": 1, \"plugin\": \"path/to/libApp.so\"}")
        }
        return try decode(data, path: path)
    }

    static func decode(_ data: Data, path: String) throws(HostError) -> AppManifest {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw HostError(.badManifest, "app manifest '\(path)' is not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription))",
                            remedy: "fix the JSON syntax; the file must hold one object")
        }
        guard let dictionary = object as? [String: Any] else {
            throw HostError(.badManifest, "app manifest '\(path)' must hold a JSON object", remedy: "wrap the settings in { }")
        }
        if let unknown = dictionary.keys.sorted().first(where: { !knownKeys.contains($0) }) {
            let suggestion = Suggestions.closest(to: unknown, among: knownKeys)
            throw HostError(.badManifest, "app manifest '\(path)' has an unknown key \"\(unknown)\"",
                            notes: (suggestion.map { ["did you mean \"\($0)\"?"] } ?? []) + ["keys: \(knownKeys.joined(separator: ", "))"],
                            remedy: "remove or rename the key")
        }
        let manifest: AppManifest
        do {
            manifest = try JSONDecoder().decode(AppManifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw HostError(.badManifest, "app manifest '\(path)' has no \"\(key.stringValue)\"",
                            remedy: key.stringValue == "format" ? "add \"format\": 1" : "add \"\(key.stringValue)\": the path of the plugin's .so file")
        } catch let DecodingError.typeMismatch(type, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw HostError(.badManifest, "app manifest '\(path)': \"\(key)\" must be \(type == Int.self ? "a whole number" : "a string")",
                            remedy: "correct the value of \"\(key)\"")
        } catch {
            throw HostError(.badManifest, "app manifest '\(path)' cannot be read: \(error)", remedy: "compare it with Sources/HostKit/HostKit.docc/AppManifest.md")
        }
        guard manifest.format == currentFormat else {
            throw HostError(.badManifest, "app manifest '\(path)' has format \(manifest.format); this apphost reads format \(currentFormat)",
                            remedy: "set \"format\": \(currentFormat), or use the apphost the manifest was written for")
        }
        return manifest
    }
}
