/// The `app.json` of a ported app, from what the port found: the delegate `@main` marked,
/// `Info.plist`'s main storyboard and scene manifest (or, without one, the scene delegates found).
struct AppManifestWriter {
    let json: String
    /// What the manifest could not say, for warnings.
    let problems: [String]

    init(name: String, delegate: String?, sceneDelegates: [String], plist: [String: Any]?, storyboards: Set<String>) {
        var problems: [String] = []
        var lines = ["  \"format\": 1", "  \"plugin\": \(Self.literal(".build/debug/lib\(name).so"))"]
        if let delegate {
            lines.append("  \"delegate\": \(Self.literal("\(name).\(delegate)"))")
        } else {
            problems.append("no class is marked @main or @UIApplicationMain: app.json names no delegate; add \"delegate\": \"\(name).AppDelegate\"")
        }
        if let main = plist?["UIMainStoryboardFile"] as? String {
            if storyboards.contains(main) {
                lines.append("  \"mainStoryboard\": \(Self.literal(main))")
            } else {
                problems.append("Info.plist names the main storyboard \(main), which was not imported")
            }
        }
        var configurations: [(name: String, delegate: String, storyboard: String?)] = []
        var supportsMultiple = false
        if let manifest = plist?["UIApplicationSceneManifest"] as? [String: Any] {
            supportsMultiple = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
            let roles = manifest["UISceneConfigurations"] as? [String: Any]
            for entry in roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? [] {
                guard let className = entry["UISceneDelegateClassName"] as? String else { continue }
                // Xcode writes "$(PRODUCT_MODULE_NAME).SceneDelegate".
                let bare = className.split(separator: ".").last.map(String.init) ?? className
                var storyboard = entry["UISceneStoryboardFile"] as? String
                if let named = storyboard, !storyboards.contains(named) {
                    problems.append("scene configuration \(entry["UISceneConfigurationName"] as? String ?? bare) names storyboard \(named), which was not imported")
                    storyboard = nil
                }
                configurations.append((entry["UISceneConfigurationName"] as? String ?? "Default Configuration", "\(name).\(bare)", storyboard))
            }
        } else if let sceneDelegate = sceneDelegates.first {
            configurations.append(("Default Configuration", "\(name).\(sceneDelegate)", storyboards.contains("Main") ? "Main" : nil))
        }
        if !configurations.isEmpty {
            let items = configurations.map { configuration in
                var fields = ["\"name\": \(Self.literal(configuration.name))", "\"delegate\": \(Self.literal(configuration.delegate))"]
                if let storyboard = configuration.storyboard { fields.append("\"storyboard\": \(Self.literal(storyboard))") }
                return "      { " + fields.joined(separator: ", ") + " }"
            }
            lines.append("  \"scenes\": {\n    \"supportsMultipleScenes\": \(supportsMultiple),\n    \"configurations\": [\n"
                         + items.joined(separator: ",\n") + "\n    ]\n  }")
        }
        json = "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        self.problems = problems
    }

    /// A JSON string literal.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20: literal += String(format: "\\u%04x", scalar.value)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
