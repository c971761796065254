import Foundation
import SystemInterop
import StoryboardFormat

/// What `apphost run TARGET` launches, from the target and the command line.
struct LaunchTarget: Equatable {
    var pluginPath: String
    var delegateClassName: String?
    var applicationClassName: String?
    /// The app's folder: where `Storyboard(name:)` looks. The manifest's folder, or the plugin's.
    var resourceFolder: String
    /// The main storyboard file, if the app has one.
    var mainStoryboardPath: String?
    /// The scene manifest, with each storyboard as a file path.
    var sceneManifest: SceneManifest?

    /// `target` is a plugin `.so`, an app folder holding `app.json`, or a manifest file.
    /// Command-line settings win over the manifest's.
    static func resolve(_ target: String, delegate: String?, application: String?, mainStoryboard: String? = nil) throws(HostError) -> LaunchTarget {
        let kind = PathKind.of(target)
        guard kind != .missing else {
            throw HostError(.fileNotFound, "'\(target)' does not exist",
                            remedy: "pass a plugin .so file or an app folder that holds app.json")
        }
        let manifestPath: String
        if kind == .folder {
            manifestPath = PathNames.appending("app.json", to: target)
        } else if target.hasSuffix(".json") {
            manifestPath = target
        } else {
            let folder = PathNames.folder(of: target)
            return LaunchTarget(pluginPath: target, delegateClassName: delegate, applicationClassName: application,
                                resourceFolder: folder, mainStoryboardPath: mainStoryboard.map { storyboardPath($0, in: folder) })
        }
        let manifest = try AppManifest.load(from: manifestPath)
        let folder = PathNames.folder(of: manifestPath)
        let pluginPath = manifest.plugin.hasPrefix("/") ? manifest.plugin : PathNames.appending(manifest.plugin, to: folder)
        return LaunchTarget(pluginPath: PathNames.tidied(pluginPath),
                            delegateClassName: delegate ?? manifest.delegate,
                            applicationClassName: application ?? manifest.application,
                            resourceFolder: folder,
                            mainStoryboardPath: (mainStoryboard ?? manifest.mainStoryboard).map { storyboardPath($0, in: folder) },
                            sceneManifest: manifest.scenes.map { scenes in
                                var resolved = scenes
                                for index in resolved.configurations.indices {
                                    resolved.configurations[index].storyboard = resolved.configurations[index].storyboard.map { storyboardPath($0, in: folder) }
                                }
                                return resolved
                            })
    }

    /// A storyboard named `NAME` is `NAME.storyboard.json` in `folder`; a path to a
    /// `.storyboard.json` file is taken as it is.
    static func storyboardPath(_ nameOrPath: String, in folder: String) -> String {
        if nameOrPath.hasSuffix(StoryboardDecoder.fileSuffix) { return PathNames.tidied(nameOrPath) }
        return PathNames.appending(nameOrPath + StoryboardDecoder.fileSuffix, to: folder.isEmpty ? "." : folder)
    }
}
