import Foundation
package import StoryboardFormat

/// The storyboard files one generation of the app uses, each read, decoded and linked against
/// that generation's classes (its ``catalog``) once.
///
/// Plugin code opens storyboards by name with no catalog of its own, so HostKit reads them
/// through ``current``: the running generation's library. A reload checks the new generation's
/// main storyboard in a library of its own, then makes that library current: nothing is read
/// twice, and the old generation's storyboards keep the library they were linked in.
///
/// A linked storyboard stays cached while anything uses it (an open ``Storyboard``, a controller
/// created from it); the cache holds it weakly, so an app that opens many storyboards does not
/// keep them all. A decoded file waits here only until it is linked.
@MainActor
package final class StoryboardLibrary {
    package static var current = StoryboardLibrary(catalog: nil)

    /// The plugin's classes; `nil` when no plugin is loaded (then only HostKit's classes resolve).
    package let catalog: (any ClassCatalog)?

    /// Whether plugin classes that cannot be resolved stand in as their nearest HostKit class, as
    /// Interface Builder's canvas draws them: for `apphost render`, which draws without the app.
    package let drawsStandIns: Bool
    /// `Module.Class` → the HostKit class that stood in for it, for the notes `render` prints.
    package private(set) var standIns: [String: String] = [:]

    package init(catalog: (any ClassCatalog)?, drawsStandIns: Bool = false) {
        self.catalog = catalog
        self.drawsStandIns = drawsStandIns
    }

    func noteStandIn(_ className: String, as builtIn: String) {
        standIns[className] = builtIn
    }

    private struct WeakLinked {
        weak var storyboard: LinkedStoryboard?
    }

    private var descriptions: [String: Result<StoryboardDescription, StoryboardError>] = [:]
    private var linkedStoryboards: [String: WeakLinked] = [:]
    /// Storyboards checked as a whole (the main storyboard and those it references): the app uses
    /// them for its whole life, so they are held.
    private var pinned: [String: LinkedStoryboard] = [:]

    /// The file at `path`, decoded and checked on its own.
    func description(at path: String) -> Result<StoryboardDescription, StoryboardError> {
        if let known = descriptions[path] { return known }
        if let linked = linkedStoryboards[path]?.storyboard { return .success(linked.description) }
        let result: Result<StoryboardDescription, StoryboardError>
        if let bytes = HostLink.fileReader.map({ $0(path) }) ?? FileManager.default.contents(atPath: path).map({ Array($0) }) {
            do {
                result = .success(try StoryboardDecoder.decode(bytes, path: path, name: StoryboardDecoder.storyboardName(ofPath: path),
                                                                              viewClasses: BuiltInViews.table))
            } catch {
                result = .failure(StoryboardError(.invalidStoryboard, "storyboard \(path) has \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s")",
                                                  remedy: "correct the storyboard at the positions given", diagnostics: error.diagnostics))
            }
        } else {
            result = .failure(StoryboardError(.fileNotFound, "storyboard file \(path) does not exist or cannot be read",
                                              remedy: "create it, or correct the storyboard's name (the file is NAME.storyboard.json)"))
        }
        descriptions[path] = result
        return result
    }

    /// The file at `path`, decoded and with every class it names resolved and checked.
    func linkedStoryboard(at path: String) throws(StoryboardError) -> LinkedStoryboard {
        if let linked = linkedStoryboards[path]?.storyboard { return linked }
        let description = try description(at: path).get()
        var linker = StoryboardLinker(description: description, library: self, catalog: catalog)
        let (linked, diagnostics) = linker.link()
        guard diagnostics.isEmpty else {
            throw StoryboardError(.invalidStoryboard, "storyboard \(path) has \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s")",
                                  remedy: "correct the storyboard, or the plugin's classes, at the positions given", diagnostics: diagnostics)
        }
        descriptions[path] = nil  // the linked storyboard holds it now
        linkedStoryboards = linkedStoryboards.filter { $0.value.storyboard != nil }
        linkedStoryboards[path] = WeakLinked(storyboard: linked)
        return linked
    }

    /// Checks the storyboard at `path` and every storyboard it references, directly or not,
    /// against the plugin's classes, and for containment cycles across them: every problem, in
    /// file order. `requireInitial` also asks for
    /// an initial view controller, as a main storyboard needs. The storyboards checked stay
    /// loaded.
    package func check(_ path: String, requireInitial: Bool) -> [StoryboardDiagnostic] {
        var diagnostics: [StoryboardDiagnostic] = []
        var pending = [path]
        var seen: Set<String> = []
        var linkedFiles: [(path: String, linked: LinkedStoryboard)] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            do {
                let linked = try linkedStoryboard(at: next)
                pinned[next] = linked
                linkedFiles.append((next, linked))
                if next == path, requireInitial, linked.description.initialSceneIndex == nil {
                    diagnostics.append(StoryboardDiagnostic(at: linked.description.location(at: 0),
                                                            "storyboard \(linked.description.name) has no initial view controller",
                                                            remedy: "mark the scene the app starts with \"initial\": true"))
                }
                pending += linked.referencedPaths
            } catch {
                diagnostics += error.diagnostics.isEmpty
                    ? [StoryboardDiagnostic(at: StoryboardLocation(file: next, line: 1, column: 1), error.message, remedy: error.remedy)]
                    : error.diagnostics
            }
        }
        return diagnostics + Self.containmentCycles(among: linkedFiles)
    }

    /// Forgets every file, so that the next use reads them again.
    package func removeAll() {
        descriptions.removeAll()
        linkedStoryboards.removeAll()
        pinned.removeAll()
    }
}

/// A storyboard whose classes are resolved: what instantiating a scene needs.
@MainActor
final class LinkedStoryboard {
    struct Scene {
        /// `nil` for reference scenes, and for plugin classes when no plugin is loaded.
        var controllerClass: ViewController.Type?
        /// The classes of the scene's views, depth first, as `ViewDescription.forEachView` visits them.
        var viewClasses: [View.Type?] = []
        /// The built-in class whose keys each view's properties are (``BuiltInViews``), in the
        /// same order: the view's own class, or the one its plugin class derives from.
        var viewDescriptorIDs: [ViewClassID] = []
        var objectClasses: [Responder.Type?] = []
        var segueClasses: [String: StoryboardSegue.Type] = [:]
        /// Whether a HostKit class stands in for the controller's plugin class: its outlets and
        /// actions are then not connected.
        var controllerIsStandIn = false
    }

    let description: StoryboardDescription
    let scenes: [Scene]
    /// The classes it was linked against, which create its objects.
    let catalog: (any ClassCatalog)?
    /// Where the storyboards it references are looked up: the library it was linked in (weak:
    /// a library holds the storyboards it checked).
    private(set) weak var library: StoryboardLibrary?

    init(description: StoryboardDescription, scenes: [Scene], library: StoryboardLibrary?) {
        self.description = description
        self.scenes = scenes
        self.library = library
        catalog = library?.catalog
    }

    var path: String { description.source.path }

    func pathOfStoryboard(named name: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name + StoryboardDecoder.fileSuffix)
    }

    /// The files this storyboard's reference scenes point to.
    var referencedPaths: [String] {
        description.scenes.compactMap { scene in
            if case .reference(let reference) = scene.content { return pathOfStoryboard(named: reference.storyboard.name) }
            return nil
        }
    }

    /// The index of a scene id the decoder has already checked: a storyboard with a dangling
    /// scene id is never linked, so the id is always there.
    func sceneIndex(of id: NameAt) -> Int {
        description.sceneIndexByID[id.name]!
    }
}
