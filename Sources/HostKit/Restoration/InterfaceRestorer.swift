import Foundation

/// Re-creates an archived interface on the controllers the app has now.
///
/// The app as it is now wins over the archive: a controller that exists where the archive has
/// another one stays, and the archive is followed only where it agrees. Controllers the app does
/// not have yet (pushed or presented ones) are created from their storyboard scene as the file is
/// now, or from their class. Nothing is animated, no segue runs, and only a controller on screen
/// gets appearance callbacks.
@MainActor
struct InterfaceRestorer {
    /// The controllers matched to archive nodes, parents first: the order of the decode callbacks.
    private(set) var restored: [(ViewController, RestorationArchive.ControllerNode)] = []

    mutating func restoreRoot(of window: Window, from node: RestorationArchive.ControllerNode) {
        guard let root = window.rootViewController else { return }
        guard root.isRestorable(from: node) else {
            HostLink.reportIssue("the window's root view controller is now \(Self.describe(root)); the saved interface starts with \(Self.describe(node)), so it is not restored",
                                       remedy: "nothing to do if the main storyboard's initial scene changed on purpose; the app starts from it")
            return
        }
        restore(root, from: node)
    }

    private mutating func restore(_ controller: ViewController, from node: RestorationArchive.ControllerNode) {
        restored.append((controller, node))
        switch node.container {
        case .navigation:
            guard let navigation = controller as? NavigationController else { return reportContainerChanged(controller, node) }
            restoreStack(of: navigation, from: node.children)
        case .tabBar:
            guard let tabs = controller as? TabBarController else { return reportContainerChanged(controller, node) }
            restoreTabs(of: tabs, from: node)
        case nil:
            restoreEmbeddedChildren(of: controller, from: node.children)
        }
        if let presented = node.presented { restorePresentation(by: controller, of: presented) }
    }

    /// Keeps the controllers of the stack that match the archive, position by position, and
    /// creates the archived ones above them. The stack ends where a controller cannot be created:
    /// what was above it has nowhere to go back to.
    private mutating func restoreStack(of navigation: NavigationController, from nodes: [RestorationArchive.ControllerNode]) {
        let current = navigation.viewControllers
        var stack: [ViewController] = []
        var matched: [(ViewController, RestorationArchive.ControllerNode)] = []
        for (position, node) in nodes.enumerated() {
            let controller: ViewController
            if position < current.count {
                guard current[position].isRestorable(from: node) else {
                    HostLink.reportIssue("position \(position) of the navigation stack of \(Self.describe(navigation)) is now \(Self.describe(current[position])), not \(Self.describe(node)); the \(Self.count(nodes.count - position, "saved controller")) from there \(nodes.count - position == 1 ? "is" : "are") not restored",
                                               remedy: "nothing to do if the storyboard changed on purpose")
                    break
                }
                controller = current[position]
            } else {
                do throws(RestorationError) {
                    controller = try Self.instantiate(node)
                } catch {
                    HostLink.reportIssue("\(error.message); the navigation stack of \(Self.describe(navigation)) is cut at position \(position): the \(Self.count(nodes.count - position, "saved controller")) from there \(nodes.count - position == 1 ? "is" : "are") not restored",
                                               remedy: error.remedy)
                    break
                }
            }
            stack.append(controller)
            matched.append((controller, node))
        }
        let restoredStack = stack + current.dropFirst(stack.count)
        if !restoredStack.elementsEqual(current, by: ===) { navigation.setViewControllers(restoredStack, animated: false) }
        for (controller, node) in matched { restore(controller, from: node) }
    }

    /// A tab bar's tabs are the ones it has now (from the storyboard, or set up in code): each
    /// that matches its archived position gets its state back, and the saved selection returns.
    private mutating func restoreTabs(of tabs: TabBarController, from node: RestorationArchive.ControllerNode) {
        let current = tabs.viewControllers
        if node.children.count > current.count {
            HostLink.reportIssue("\(Self.describe(tabs)) has \(Self.count(current.count, "tab")) now, the saved interface \(node.children.count); the state of the tabs after tab \(current.count - 1) is not restored",
                                       remedy: "nothing to do if the tabs changed on purpose")
        }
        var matched: [(ViewController, RestorationArchive.ControllerNode)] = []
        for (index, (controller, child)) in zip(current, node.children).enumerated() {
            if controller.isRestorable(from: child) {
                matched.append((controller, child))
            } else {
                HostLink.reportIssue("tab \(index) of \(Self.describe(tabs)) is now \(Self.describe(controller)), not \(Self.describe(child)); its saved interface and state are not restored",
                                           remedy: "nothing to do if the tabs changed on purpose")
            }
        }
        if let selected = node.selectedIndex, selected != tabs.selectedIndex {
            if current.indices.contains(selected) {
                tabs.selectedIndex = selected
            } else {
                HostLink.reportIssue("the saved selected tab \(selected) of \(Self.describe(tabs)) no longer exists; tab \(tabs.selectedIndex) stays selected",
                                           remedy: "nothing to do if the tabs changed on purpose")
            }
        }
        for (controller, child) in matched { restore(controller, from: child) }
    }

    /// Embedded children come from the controller itself (its storyboard's embed segues run when
    /// its view loads), so they are matched, never created. The view is loaded for them only when
    /// one of them has state to restore.
    private mutating func restoreEmbeddedChildren(of controller: ViewController, from nodes: [RestorationArchive.ControllerNode]) {
        guard !nodes.isEmpty else { return }
        if controller.children.isEmpty, !controller.isViewLoaded, nodes.contains(where: \.holdsState) { _ = controller.view }
        for (child, node) in zip(controller.children, nodes) where child.isRestorable(from: node) {
            restore(child, from: node)
        }
    }

    /// Presents the archived controller again. Before the window is shown the presentation is
    /// only linked, and showing the window shows its top; on a shown window it is a plain
    /// unanimated `present`.
    private mutating func restorePresentation(by presenter: ViewController, of node: RestorationArchive.ControllerNode) {
        if let current = presenter.directlyPresented {
            if current.isRestorable(from: node) {
                restore(current, from: node)
            } else {
                HostLink.reportIssue("\(Self.describe(presenter)) presents \(Self.describe(current)) now, not \(Self.describe(node)); the saved presentation is not restored",
                                           remedy: "nothing to do if the app presents something else on purpose")
            }
            return
        }
        let presented: ViewController
        do throws(RestorationError) {
            presented = try Self.instantiate(node)
        } catch {
            HostLink.reportIssue("\(error.message); \(Self.describe(presenter)) presents nothing", remedy: error.remedy)
            return
        }
        if presenter.isAppeared {
            presenter.present(presented, animated: false)
        } else {
            presenter.attachPresentation(of: presented)
        }
        restore(presented, from: node)
    }

    private func reportContainerChanged(_ controller: ViewController, _ node: RestorationArchive.ControllerNode) {
        HostLink.reportIssue("\(Self.describe(controller)) is no longer a \(node.container == .navigation ? "navigation" : "tab bar") controller; the saved controllers it held are not restored",
                                   remedy: "nothing to do if the class changed on purpose")
    }

    // MARK: Creating controllers

    /// The HostKit classes a controller created in code may be, by `Module.Class` name.
    private static let builtInControllers: [String: ViewController.Type] = Dictionary(
        uniqueKeysWithValues: StoryboardLinker.builtInControllers.values.map { (HostLink.typeName(ofType: $0), $0) })

    /// Creates the controller `node` was saved from: from its storyboard scene as the file is
    /// now, or by class. A controller created by class gets the saved restoration identifier
    /// when its `init()` gave it none, since it exists to stand where the node was.
    private static func instantiate(_ node: RestorationArchive.ControllerNode) throws(RestorationError) -> ViewController {
        if let scene = node.scene {
            let created: ViewController?
            do throws(StoryboardError) {
                created = try Storyboard(contentsOf: URL(fileURLWithPath: scene.storyboardPath)).instantiateScene(withID: scene.sceneID)
            } catch {
                throw RestorationError(.unknownScene, "\(describe(node)) cannot be created: \(([error.message] + error.problems.prefix(1)).joined(separator: ": "))",
                                       remedy: error.remedy)
            }
            guard let created else {
                throw RestorationError(.unknownScene, "scene \"\(scene.sceneID)\" of storyboard \(scene.storyboardPath) (\(node.className)) no longer exists",
                                       remedy: "nothing to do if the scene was removed on purpose; otherwise give the scene back its id \"\(scene.sceneID)\"")
            }
            return created
        }
        let found: AnyClass? = builtInControllers[node.className] ?? StoryboardLibrary.current.catalog?.findClass(named: node.className)
        guard let found else {
            throw RestorationError(.unknownClass, "class \(node.className) is not in the app any more",
                                   remedy: "nothing to do if the class was removed on purpose; otherwise make it public again")
        }
        guard let controllerClass = found as? ViewController.Type else {
            throw RestorationError(.unknownClass, "class \(node.className) is no longer a ViewController", remedy: "nothing to do if the class changed on purpose")
        }
        let controller = controllerClass.init()
        if controller.restorationIdentifier == nil { controller.restorationIdentifier = node.restorationIdentifier }
        return controller
    }

    // MARK: Messages

    private static func describe(_ controller: ViewController) -> String {
        guard let scene = controller.storyboardScene?.sceneReference else { return HostLink.typeName(of: controller) }
        return "\(HostLink.typeName(of: controller)) (scene \"\(scene.sceneID)\")"
    }

    private static func describe(_ node: RestorationArchive.ControllerNode) -> String {
        guard let scene = node.scene else { return node.className }
        return "\(node.className) (scene \"\(scene.sceneID)\")"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
