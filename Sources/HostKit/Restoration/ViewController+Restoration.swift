extension ViewController {
    /// The restoration identifiers from the window's root down to this controller, through
    /// parents and presenters, as UIKit's restoration identifier path: `"tabs/browse/detail"`.
    /// Controllers without one are left out.
    var restorationPath: String {
        var identifiers: [String] = []
        var current: ViewController? = self
        while let controller = current {
            if let identifier = controller.restorationIdentifier { identifiers.append(identifier) }
            current = controller.parent ?? controller.presentingViewController
        }
        return identifiers.reversed().joined(separator: "/")
    }

    /// Whose coder this is, for the coder's messages.
    var restorationOwnerDescription: String {
        let path = restorationPath
        return HostLink.typeName(of: self) + (path.isEmpty ? "" : " (restoration path \"\(path)\")")
    }

    /// Whether this controller stands where `node` was saved from: the same storyboard scene, or,
    /// for a controller created in code, the same class.
    func isRestorable(from node: RestorationArchive.ControllerNode) -> Bool {
        if let scene = node.scene { return storyboardScene?.sceneReference == scene }
        return HostLink.typeName(of: self) == node.className
    }

    /// This controller as an archive node, its `encodeRestorableState(with:)` run first, then its
    /// children's and the presented controller's: parents first.
    func archived(reportingLostSegueData: Bool = false) -> RestorationArchive.ControllerNode {
        var node = RestorationArchive.ControllerNode(className: HostLink.typeName(of: self), scene: storyboardScene?.sceneReference,
                                                     restorationIdentifier: restorationIdentifier)
        if restorationIdentifier != nil {
            let coder = Coder(owner: restorationOwnerDescription)
            HostLink.invoke("encodeRestorableState(with:)", on: self) { encodeRestorableState(with: coder) }
            node.state = coder.contents
        }
        if reportingLostSegueData, let segue = preparedBySegue, node.state?.values.isEmpty ?? true {
            let name = HostLink.typeName(of: self)
            let why = restorationIdentifier == nil ? "has no restorationIdentifier" : "encodes no restorable state"
            HostLink.reportIssue("\(name) was handed data by \(segue.source).prepare(for:sender:) (segue \"\(segue.identifier)\") and \(why): the reload re-creates it without that data",
                                 remedy: "give \(name) a restorationIdentifier and implement encodeRestorableState(with:) and decodeRestorableState(with:) for what prepare(for:sender:) sets")
        }
        switch self {
        case let navigation as NavigationController:
            node.container = .navigation
            node.children = navigation.viewControllers.map { $0.archived(reportingLostSegueData: reportingLostSegueData) }
        case let tabs as TabBarController:
            node.container = .tabBar
            node.children = tabs.viewControllers.map { $0.archived(reportingLostSegueData: reportingLostSegueData) }
            node.selectedIndex = tabs.selectedIndex
        default:
            node.children = children.map { $0.archived(reportingLostSegueData: reportingLostSegueData) }
        }
        node.presented = presentedViewController?.archived(reportingLostSegueData: reportingLostSegueData)
        return node
    }
}
