/// A storyboard file, decoded and checked on its own: every scene, view, outlet, action and segue,
/// each with the byte offset it came from so that later checks can still name `file:line:column`.
///
/// Checks that need the plugin's classes or other storyboards happen later, in HostKit.
package struct StoryboardDescription: Sendable {
    /// The storyboard's name: its file name without `.storyboard.json`.
    package var name: String
    package var source: StoryboardSource
    package var scenes: [SceneDescription]
    /// The index in ``scenes`` of the scene marked `"initial": true`.
    package var initialSceneIndex: Int?
    /// Scene indices by scene id.
    package var sceneIndexByID: [String: Int]
    /// Scene indices by storyboard identifier.
    package var sceneIndexByStoryboardIdentifier: [String: Int]

    package func location(at offset: Int) -> StoryboardLocation {
        source.location(at: offset)
    }

    package func scene(withID id: String) -> SceneDescription? {
        sceneIndexByID[id].map { scenes[$0] }
    }
}

/// A scene: one view controller, or a stand-in for a scene of another storyboard.
package struct SceneDescription: Sendable {
    package enum Content: Sendable {
        case controller(ControllerSceneDescription)
        case reference(StoryboardReferenceDescription)
    }

    package var id: String
    package var offset: Int
    package var isInitial: Bool
    package var content: Content

    package var controller: ControllerSceneDescription? {
        if case .controller(let controller) = content { return controller }
        return nil
    }
}

/// The scene of a view controller built from this storyboard.
package struct ControllerSceneDescription: Sendable {
    package var className: NameAt
    package var storyboardIdentifier: NameAt?
    package var restorationIdentifier: String?
    package var title: String?
    package var view: ViewDescription?
    package var objects: [ObjectDescription]
    package var outlets: [OutletDescription]
    package var segues: [SegueDescription]
    package var container: ContainerDescription?
    /// The ids of the views of ``view``, and their actions, in file order: collected while
    /// reading so that checks need not walk the view tree again.
    package var viewIDs: [NameAt] = []
    /// The ids of the layout guides the scene's views own.
    package var guideIDs: [NameAt] = []
    package var viewActions: [ActionDescription] = []
    /// The segues table cells perform when a tap selects their row.
    package var cellSegues: [NameAt] = []
    /// The controller's navigation item's buttons, and its toolbar's.
    package var leftBarButtonItems: [BarButtonItemDescription] = []
    package var rightBarButtonItems: [BarButtonItemDescription] = []
    package var toolbarItems: [BarButtonItemDescription] = []
    /// The navigation item's prompt, and the title of the back button of the controller above.
    package var navigationPrompt: String?
    package var backButtonTitle: String?
    /// A navigation controller's `isToolbarHidden`, when the scene sets it.
    package var isToolbarHidden: Bool?

    /// Every bar button item of the scene: the navigation item's left and right ones, then the
    /// toolbar's.
    package var barButtonItems: [BarButtonItemDescription] { leftBarButtonItems + rightBarButtonItems + toolbarItems }

    package func segue(withID id: String) -> SegueDescription? {
        segues.first { $0.id.name == id }
    }
}

/// A stand-in for a scene of another storyboard file in the same folder.
package struct StoryboardReferenceDescription: Sendable {
    package var storyboard: NameAt
    /// The other scene's storyboard identifier; `nil` for the other storyboard's initial scene.
    package var identifier: NameAt?
}

/// A name as written in the file, with where it was written.
package struct NameAt: Sendable, Hashable {
    package var name: String
    package var offset: Int

    package init(_ name: String, at offset: Int) {
        self.name = name
        self.offset = offset
    }
}

/// What a container scene holds.
package enum ContainerDescription: Sendable {
    case navigation(root: NameAt)
    case tabBar(children: [NameAt], selectedIndex: Int)

    /// The scene ids this container holds, in order.
    package var childSceneIDs: [NameAt] {
        switch self {
        case .navigation(let root): [root]
        case .tabBar(let children, _): children
        }
    }
}

/// A view of a scene's view tree.
package struct ViewDescription: Sendable {
    package var className: NameAt
    /// The built-in class (in the reader's ``ViewClassTable``) the properties were checked
    /// against; `nil` for a plugin class, whose properties are checked once its class is known.
    package var builtInClass: ViewClassID?
    package var id: NameAt?
    package var offset: Int
    package var properties: [ViewPropertyAt]
    package var subviews: [ViewDescription]
    package var actions: [ActionDescription]
    /// A table view's prototype cells, each dequeued by its `reuseIdentifier`.
    package var prototypes: [ViewDescription] = []
    /// A table view's static cells, section by section.
    package var staticSections: [StaticSectionDescription] = []
    /// A cell's outlets to views inside it: `"outlets": { "property": "id" }`.
    package var outlets: [OutletDescription] = []
    /// A cell's segue, performed when a tap selects its row, the cell as sender.
    package var selectionSegue: NameAt?
    /// The constraints that start from this view (Auto Layout).
    package var constraints: [ConstraintDescription] = []
    /// Layout guides the view owns, which constraints name by id as they name views.
    package var layoutGuides: [LayoutGuideDescription] = []
    package var autoresizingMask: [String]?
    /// `nil` when not written: then off for a view with constraints, on for the others.
    package var translatesAutoresizingMaskIntoConstraints: Bool?

    /// This view and every view below it, depth first: subviews, then prototype cells, then
    /// static cells, each with their own subviews.
    package func forEachView(_ body: (ViewDescription) -> Void) {
        body(self)
        // By index, so that each subview is borrowed in place rather than copied out.
        for index in subviews.indices { subviews[index].forEachView(body) }
        for index in prototypes.indices { prototypes[index].forEachView(body) }
        for section in staticSections.indices {
            for index in staticSections[section].cells.indices { staticSections[section].cells[index].forEachView(body) }
        }
    }

    /// How many views `forEachView` visits.
    package var viewCount: Int {
        var count = 0
        forEachView { _ in count += 1 }
        return count
    }
}

/// A layout guide a view owns (`UILayoutGuide`, added with `addLayoutGuide(_:)`): a rectangle
/// placed by constraints alone, such as the gap between two views.
package struct LayoutGuideDescription: Sendable {
    package var id: NameAt
    /// The guide's `identifier`, for diagnostics; empty when not written.
    package var identifier: String
}

/// One section of a table view's static cells.
package struct StaticSectionDescription: Sendable {
    package var header: String?
    package var footer: String?
    package var cells: [ViewDescription]
}

/// An object other than a view that a scene owns and that outlets and actions can refer to.
package struct ObjectDescription: Sendable {
    package var id: NameAt
    package var className: NameAt
}

/// `"outlets": { "property": "id" }`.
package struct OutletDescription: Sendable {
    package var property: NameAt
    package var target: NameAt
}

/// One entry of a control's `"actions"`.
package struct ActionDescription: Sendable {
    package enum Target: Sendable, Hashable {
        case owner
        case firstResponder
        case object(NameAt)
    }

    package enum Kind: Sendable {
        case action(name: NameAt, target: Target)
        case segue(NameAt)
    }

    package var event: ControlEventName
    package var offset: Int
    package var kind: Kind
}

/// The control events a storyboard can connect.
package enum ControlEventName: String, Sendable, CaseIterable {
    case touchDown, touchUpInside, valueChanged, editingDidBegin, editingChanged, editingDidEnd, primaryActionTriggered
}

/// A segue that starts at a scene.
package struct SegueDescription: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case show, present, embed, unwind, custom
    }

    package var id: NameAt
    package var kind: Kind
    package var offset: Int
    /// The destination scene id; `nil` only for unwind segues.
    package var destination: NameAt?
    /// Embed segues: the view of the source scene that holds the child's view.
    package var container: NameAt?
    /// Unwind segues: the action the destination implements.
    package var unwindAction: NameAt?
    /// Custom segues: the `StoryboardSegue` subclass.
    package var customClass: NameAt?
}
