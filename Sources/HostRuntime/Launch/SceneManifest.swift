import ErrorReporting
import StoryboardFormat
import StrictJSON

/// `"scenes"` in `app.json`, the `UIApplicationSceneManifest` of this world:
///
/// ```json
/// "scenes": {"supportsMultipleScenes": true,
///            "configurations": [{"name": "Default", "delegate": "App.SceneDelegate", "storyboard": "Main"}]}
/// ```
///
/// The configurations are those of the application session role; the first is the one a new
/// session gets unless the app delegate or the `openScene` event picks another.
struct SceneManifest: Equatable {
    struct Configuration: Equatable {
        var name: String
        /// The scene delegate's class, `Module.Class`.
        var delegate: String
        /// The storyboard whose initial view controller fills the scene's window: `NAME` for
        /// `NAME.storyboard.json` in the manifest's folder.
        var storyboard: String?
    }

    var supportsMultipleScenes: Bool
    var configurations: [Configuration]

    static let knownKeys = ["supportsMultipleScenes", "configurations"]
    static let configurationKeys = ["name", "delegate", "storyboard"]

    func configuration(named name: String?) -> Configuration? {
        guard let name else { return configurations.first }
        return configurations.first { $0.name == name }
    }

    static func read(_ value: JSONValue, path: String, location: (Int) -> FileLocation) throws(HostError) -> SceneManifest {
        func bad(_ message: String, _ remedy: String, at offset: Int) -> HostError {
            HostError(.badManifest, "app manifest '\(path)': \(message)", remedy: remedy, at: location(offset))
        }
        func object(_ value: JSONValue, _ what: String, keys: [String]) throws(HostError) -> JSONObject {
            guard case .object(let object) = value.kind else {
                throw bad("\(what) must be an object, not \(value.typeDescription)", "write \(what) as { }", at: value.offset)
            }
            if let unknown = object.members.first(where: { !keys.contains($0.key) }) {
                let suggestion = Suggestions.closest(to: unknown.key, among: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw bad("\(what) has an unknown key \"\(unknown.key)\"\(suggestion)", "use only \(keys.joined(separator: ", "))", at: unknown.keyOffset)
            }
            return object
        }
        func string(_ object: JSONObject, _ key: String, in what: String) throws(HostError) -> String? {
            guard let member = object[key] else { return nil }
            guard case .string(let text) = member.value.kind, !text.isEmpty else {
                throw bad("\(what) \"\(key)\" must be a non-empty string, not \(member.value.typeDescription)", "correct \"\(key)\"", at: member.value.offset)
            }
            return text
        }
        let manifest = try object(value, "\"scenes\"", keys: knownKeys)
        var supportsMultiple = false
        if let member = manifest["supportsMultipleScenes"] {
            guard case .bool(let flag) = member.value.kind else {
                throw bad("\"supportsMultipleScenes\" must be true or false, not \(member.value.typeDescription)", "write true or false", at: member.value.offset)
            }
            supportsMultiple = flag
        }
        guard let list = manifest["configurations"] else {
            throw bad("\"scenes\" has no \"configurations\"",
                      "add \"configurations\": [{\"name\": \"Default\", \"delegate\": \"Module.SceneDelegate\"}]", at: value.offset)
        }
        guard case .array(let items) = list.value.kind, !items.isEmpty else {
            throw bad("\"configurations\" must be a non-empty array", "list at least one configuration", at: list.value.offset)
        }
        var configurations: [Configuration] = []
        for (index, item) in items.enumerated() {
            let what = "configuration \(index + 1)"
            let fields = try object(item, what, keys: configurationKeys)
            guard let name = try string(fields, "name", in: what) else {
                throw bad("\(what) has no \"name\"", "add \"name\": the configuration's name", at: item.offset)
            }
            guard let delegate = try string(fields, "delegate", in: what) else {
                throw bad("\(what) has no \"delegate\"", "add \"delegate\": the scene delegate's class, Module.Class", at: item.offset)
            }
            if configurations.contains(where: { $0.name == name }) {
                throw bad("two configurations are named \"\(name)\"", "give each configuration its own name", at: item.offset)
            }
            configurations.append(Configuration(name: name, delegate: delegate, storyboard: try string(fields, "storyboard", in: what)))
        }
        return SceneManifest(supportsMultipleScenes: supportsMultiple, configurations: configurations)
    }
}
