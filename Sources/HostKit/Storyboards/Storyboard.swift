import Foundation
internal import StoryboardFormat

/// A storyboard: the description of a set of view controllers and the segues between them, read
/// from a `NAME.storyboard.json` file, as `UIStoryboard` is in UIKit.
///
/// Opening a storyboard reads and checks the whole file, and the plugin's classes it names, once
/// per process; instantiating a controller then only creates objects. The format is described in
/// <doc:StoryboardFormat>.
@MainActor
public final class Storyboard {
    /// The storyboard's name: its file name without `.storyboard.json`.
    public let name: String
    /// The storyboard file.
    ///
    /// Made from ``path`` when asked for: the first `URL` a process makes costs Foundation about
    /// as much as reading a small storyboard, and launching from a storyboard needs none.
    public var url: URL { URL(fileURLWithPath: path) }
    /// The storyboard file's standardized absolute path.
    package let path: String
    let linked: LinkedStoryboard

    /// Opens `NAME.storyboard.json` in `folder`, by default the app's folder (the folder of its
    /// `app.json`, or of the plugin).
    public convenience init(name: String, folder: URL? = nil) throws(StoryboardError) {
        let folder = folder ?? HostLink.resourceFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        try self.init(contentsOf: folder.appendingPathComponent(name + StoryboardDecoder.fileSuffix))
    }

    /// Opens the storyboard file at `url`.
    public init(contentsOf url: URL) throws(StoryboardError) {
        path = url.standardizedFileURL.path
        linked = try StoryboardLibrary.current.linkedStoryboard(at: path)
        name = linked.description.name
    }

    /// Opens the storyboard file at `path` as ``init(contentsOf:)`` does, for the host, whose
    /// paths are usually already standard: an absolute path without `.`, `..` or empty
    /// components is its own standardized form, so it skips `standardizedFileURL` (Foundation's
    /// path rules, about a tenth of a millisecond of every storyboard app's launch).
    package init(path: String) throws(StoryboardError) {
        self.path = Self.isStandardAbsolutePath(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
        linked = try StoryboardLibrary.current.linkedStoryboard(at: self.path)
        name = linked.description.name
    }

    private static func isStandardAbsolutePath(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        for component in path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8) { return false }
        }
        return true
    }

    init(linked: LinkedStoryboard) {
        self.linked = linked
        path = linked.path
        name = linked.description.name
    }

    /// Creates the scene marked `"initial": true`, or returns `nil` when there is none (or when it
    /// cannot be created: ``instantiateInitialController()`` says why).
    public func instantiateInitialViewController() -> ViewController? {
        try? instantiateInitialController()
    }

    /// Creates the scene marked `"initial": true`; `nil` when there is none.
    package func instantiateInitialController() throws(StoryboardError) -> ViewController? {
        guard let index = linked.description.initialSceneIndex else { return nil }
        return try instantiateScene(at: index)
    }

    /// Creates the scene whose `storyboardIdentifier` is `identifier`.
    public func instantiateViewController(withIdentifier identifier: String) throws(StoryboardError) -> ViewController {
        guard let index = linked.description.sceneIndexByStoryboardIdentifier[identifier] else {
            let known = linked.description.sceneIndexByStoryboardIdentifier.keys.sorted()
            let suggestion = Suggestions.closest(to: identifier, among: known).map { "did you mean \"\($0)\"? " } ?? ""
            throw StoryboardError(.unknownIdentifier, "storyboard '\(name)' (\(path)) has no scene with storyboardIdentifier \"\(identifier)\"",
                                  remedy: "\(suggestion)use one of: \(known.isEmpty ? "(none: give a scene a \"storyboardIdentifier\")" : known.joined(separator: ", "))")
        }
        return try instantiateScene(at: index)
    }

    /// Creates the scene whose `id` is `sceneID`; `nil` when the storyboard has no such scene.
    /// State restoration re-creates controllers by scene id, which every scene has.
    func instantiateScene(withID sceneID: String) throws(StoryboardError) -> ViewController? {
        guard let index = linked.description.sceneIndexByID[sceneID] else { return nil }
        return try instantiateScene(at: index)
    }

    /// How deep the scene being created is in containers. Cycles, and chains deeper than the
    /// limit, are refused when the storyboards are checked (``StoryboardLibrary/check(_:requireInitial:)``);
    /// this catches them in storyboards plugin code opens that no check has seen.
    private static var containmentDepth = 0
    /// The most scenes created one inside the other (a reference scene counts, as does the scene
    /// it stands for).
    static let containmentLimit = 64

    /// Creates the controller of scene `index`, with its containers' children, and wakes it.
    func instantiateScene(at index: Int) throws(StoryboardError) -> ViewController {
        let scene = linked.description.scenes[index]
        guard Self.containmentDepth < Self.containmentLimit else {
            throw StoryboardError(.invalidStoryboard, "scene \"\(scene.id)\" of storyboard '\(name)' is nested more than \(Self.containmentLimit) containers deep: a containment cycle through storyboard references, or a chain that long",
                                  remedy: "make sure no navigation or tab chain leads back to a container it is in, and that none is longer than \(Self.containmentLimit)")
        }
        Self.containmentDepth += 1
        defer { Self.containmentDepth -= 1 }
        switch scene.content {
        case .reference(let reference):
            let library = linked.library ?? StoryboardLibrary.current
            let other = try Storyboard(linked: library.linkedStoryboard(at: linked.pathOfStoryboard(named: reference.storyboard.name)))
            if let identifier = reference.identifier {
                return try other.instantiateViewController(withIdentifier: identifier.name)
            }
            guard let initial = try other.instantiateInitialController() else {
                throw StoryboardError(.noInitialViewController, "storyboard '\(other.name)' has no initial view controller",
                                      remedy: "mark one of its scenes \"initial\": true, or give the reference an \"identifier\"")
            }
            return initial
        case .controller(let description):
            return try instantiateController(description, sceneIndex: index)
        }
    }

    private func instantiateController(_ description: ControllerSceneDescription, sceneIndex: Int) throws(StoryboardError) -> ViewController {
        guard let controllerClass = linked.scenes[sceneIndex].controllerClass else {
            throw StoryboardError(.invalidStoryboard, "class \(description.className.name) of storyboard '\(name)' cannot be created: no plugin is loaded",
                                  remedy: "run the storyboard with the plugin that defines the class")
        }
        let controller = HostLink.makeObject(controllerClass, named: description.className.name, catalog: linked.catalog)
        let instance = StoryboardSceneInstance(storyboard: self, sceneIndex: sceneIndex)
        controller.storyboard = self
        controller.storyboardScene = instance
        if let restorationIdentifier = description.restorationIdentifier { controller.restorationIdentifier = restorationIdentifier }
        if let title = description.title { controller.title = title }
        for (object, objectClass) in zip(description.objects, linked.scenes[sceneIndex].objectClasses) {
            if let objectClass { instance.objects[object.id.name] = HostLink.makeObject(objectClass, named: object.className.name, catalog: linked.catalog) }
        }
        instance.makeBarButtonItems(of: controller)
        switch description.container {
        case .navigation(let root):
            let rootController = try instantiateScene(at: linked.sceneIndex(of: root))
            (controller as? NavigationController)?.setViewControllers([rootController], animated: false)
            if let hidden = description.isToolbarHidden { (controller as? NavigationController)?.isToolbarHidden = hidden }
        case .tabBar(let children, let selectedIndex):
            var tabs: [ViewController] = []
            for child in children { tabs.append(try instantiateScene(at: linked.sceneIndex(of: child))) }
            if let tabBarController = controller as? TabBarController {
                tabBarController.setViewControllers(tabs, animated: false)
                tabBarController.selectedIndex = selectedIndex
            }
        case nil:
            break
        }
        for object in description.objects {
            guard let created = instance.objects[object.id.name] else { continue }
            HostLink.invoke("awakeFromStoryboard()", on: created) { created.awakeFromStoryboard() }
        }
        HostLink.invoke("awakeFromStoryboard()", on: controller) { controller.awakeFromStoryboard() }
        return controller
    }
}
