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

/// What `apphost run TARGET` launches, from the target and the command line.
struct LaunchTarget: Equatable {
    var pluginPath: String
    var delegateClassName: String?
    var applicationClassName: String?
    /// The app's folder: where `Storyboard(name:)` looks. The manifest's folder, or the plugin's.
    var resourceFolder: String
    /// The main storyboard file, if the app has one.
    var mainStoryboardPath: String?

    /// `target` is a plugin `.so`, an app folder holding `app.json`, or a manifest file.
    /// Command-line settings win over the manifest's.
    static func resolve(_ target: String, delegate: String?, application: String?, mainStoryboard: String? = nil) throws(HostError) -> LaunchTarget {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
            throw HostError(.fileNotFound, "'\(target)' does not exist",
                            remedy: "pass a plugin .so file or an app folder that holds app.json")
        }
        let manifestPath: String
        if isDirectory.boolValue {
            manifestPath = (target as NSString).appendingPathComponent("app.json")
        } else if target.hasSuffix(".json") {
            manifestPath = target
        } else {
            let folder = (target as NSString).deletingLastPathComponent
            return LaunchTarget(pluginPath: target, delegateClassName: delegate, applicationClassName: application,
                                resourceFolder: folder.isEmpty ? "." : folder, mainStoryboardPath: mainStoryboard.map { storyboardPath($0, in: folder) })
        }
        let manifest = try AppManifest.load(from: manifestPath)
        let folder = (manifestPath as NSString).deletingLastPathComponent
        let pluginPath = manifest.plugin.hasPrefix("/") ? manifest.plugin : (folder as NSString).appendingPathComponent(manifest.plugin)
        return LaunchTarget(pluginPath: (pluginPath as NSString).standardizingPath,
                            delegateClassName: delegate ?? manifest.delegate,
                            applicationClassName: application ?? manifest.application,
                            resourceFolder: folder.isEmpty ? "." : folder,
                            mainStoryboardPath: (mainStoryboard ?? manifest.mainStoryboard).map { storyboardPath($0, in: folder) })
    }

    /// A storyboard named `NAME` is `NAME.storyboard.json` in `folder`; a path to a
    /// `.storyboard.json` file is taken as it is.
    static func storyboardPath(_ nameOrPath: String, in folder: String) -> String {
        if nameOrPath.hasSuffix(StoryboardDecoder.fileSuffix) { return (nameOrPath as NSString).standardizingPath }
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(nameOrPath + StoryboardDecoder.fileSuffix)
    }
}
