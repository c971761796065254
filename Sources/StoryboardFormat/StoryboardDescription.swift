/// A storyboard file, decoded and checked on its own: every scene, view, outlet, action and segue,
/// each with the byte offset it came from so that later checks can still name `file:line:column`.
///
/// Checks that need the plugin's classes or other storyboards happen later, in HostKit.
public struct StoryboardDescription: Sendable {
    /// The storyboard's name: its file name without `.storyboard.json`.
    public var name: String
    public var source: StoryboardSource
    public var scenes: [SceneDescription]
    /// The index in ``scenes`` of the scene marked `"initial": true`.
    public var initialSceneIndex: Int?
    /// Scene indices by scene id.
    public var sceneIndexByID: [String: Int]
    /// Scene indices by storyboard identifier.
    public var sceneIndexByStoryboardIdentifier: [String: Int]

    public func location(at offset: Int) -> StoryboardLocation {
        source.location(at: offset)
    }

    public func scene(withID id: String) -> SceneDescription? {
        sceneIndexByID[id].map { scenes[$0] }
    }
}

/// A scene: one view controller, or a stand-in for a scene of another storyboard.
public struct SceneDescription: Sendable {
    public enum Content: Sendable {
        case controller(ControllerSceneDescription)
        case reference(StoryboardReferenceDescription)
    }

    public var id: String
    public var offset: Int
    public var isInitial: Bool
    public var content: Content

    public var controller: ControllerSceneDescription? {
        if case .controller(let controller) = content { return controller }
        return nil
    }
}

/// The scene of a view controller built from this storyboard.
public struct ControllerSceneDescription: Sendable {
    public var className: NameAt
    public var storyboardIdentifier: NameAt?
    public var restorationIdentifier: String?
    public var title: String?
    public var view: ViewDescription?
    public var objects: [ObjectDescription]
    public var outlets: [OutletDescription]
    public var segues: [SegueDescription]
    public var container: ContainerDescription?
    /// The ids of the views of ``view``, and their actions, in file order: collected while
    /// reading so that checks need not walk the view tree again.
    public var viewIDs: [NameAt] = []
    public var viewActions: [ActionDescription] = []

    public func segue(withID id: String) -> SegueDescription? {
        segues.first { $0.id.name == id }
    }
}

/// A stand-in for a scene of another storyboard file in the same folder.
public struct StoryboardReferenceDescription: Sendable {
    public var storyboard: NameAt
    /// The other scene's storyboard identifier; `nil` for the other storyboard's initial scene.
    public var identifier: NameAt?
}

/// A name as written in the file, with where it was written.
public struct NameAt: Sendable, Hashable {
    public var name: String
    public var offset: Int

    public init(_ name: String, at offset: Int) {
        self.name = name
        self.offset = offset
    }
}

/// What a container scene holds.
public enum ContainerDescription: Sendable {
    case navigation(root: NameAt)
    case tabBar(children: [NameAt], selectedIndex: Int)

    /// The scene ids this container holds, in order.
    public var childSceneIDs: [NameAt] {
        switch self {
        case .navigation(let root): [root]
        case .tabBar(let children, _): children
        }
    }
}

/// A view of a scene's view tree.
public struct ViewDescription: Sendable {
    public var className: NameAt
    /// The built-in class the properties were checked against; `nil` for a plugin class, whose
    /// properties are checked once its class is known.
    public var builtInClass: BuiltInViewClass?
    public var id: NameAt?
    public var offset: Int
    public var properties: [ViewPropertyAt]
    public var subviews: [ViewDescription]
    public var actions: [ActionDescription]

    /// This view and every view below it, depth first.
    public func forEachView(_ body: (ViewDescription) -> Void) {
        body(self)
        // By index, so that each subview is borrowed in place rather than copied out.
        for index in subviews.indices { subviews[index].forEachView(body) }
    }
}

/// An object other than a view that a scene owns and that outlets and actions can refer to.
public struct ObjectDescription: Sendable {
    public var id: NameAt
    public var className: NameAt
}

/// `"outlets": { "property": "id" }`.
public struct OutletDescription: Sendable {
    public var property: NameAt
    public var target: NameAt
}

/// One entry of a control's `"actions"`.
public struct ActionDescription: Sendable {
    public enum Target: Sendable, Hashable {
        case owner
        case firstResponder
        case object(NameAt)
    }

    public enum Kind: Sendable {
        case action(name: NameAt, target: Target)
        case segue(NameAt)
    }

    public var event: ControlEventName
    public var offset: Int
    public var kind: Kind
}

/// The control events a storyboard can connect.
public enum ControlEventName: String, Sendable, CaseIterable {
    case touchDown, touchUpInside, valueChanged, editingDidBegin, editingChanged, editingDidEnd, primaryActionTriggered
}

/// A segue that starts at a scene.
public struct SegueDescription: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case show, present, embed, unwind, custom
    }

    public var id: NameAt
    public var kind: Kind
    public var offset: Int
    /// The destination scene id; `nil` only for unwind segues.
    public var destination: NameAt?
    /// Embed segues: the view of the source scene that holds the child's view.
    public var container: NameAt?
    /// Unwind segues: the action the destination implements.
    public var unwindAction: NameAt?
    /// Custom segues: the `StoryboardSegue` subclass.
    public var customClass: NameAt?
}
