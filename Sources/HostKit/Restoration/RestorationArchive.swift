/// The saved state of an app: what ``StateRestoration/capture(application:delegate:)`` writes
/// and ``StateRestoration/restore(_:application:delegate:windows:)`` reads. It is plain
/// `Codable` data, so the host can write it as JSON and read it back in a later build.
package struct RestorationArchive: Codable, Sendable, Equatable {
    /// The format this HostKit writes and reads.
    package static let currentFormat = 1

    package var format: Int
    /// What the delegate stored in `application(_:willEncodeRestorableStateWith:)`.
    package var delegateState: CoderContents
    /// The root controller of each window that has one, in the order of
    /// ``StateRestoration/restorableWindows(application:delegate:)``.
    package var windows: [ControllerNode]
    /// A scene-based app's sessions, with their restoration activities; `nil` in an app without
    /// scenes and in archives written before scenes existed.
    package var sceneSessions: [SavedSceneSession]?
    /// Sessions discarded and not yet reported to `application(_:didDiscardSceneSessions:)`.
    package var discardedSceneSessions: [String]?

    package init(format: Int = currentFormat, delegateState: CoderContents, windows: [ControllerNode]) {
        self.format = format
        self.delegateState = delegateState
        self.windows = windows
    }

    /// The storyboard scene a controller was created from.
    package struct SceneReference: Codable, Sendable, Equatable {
        /// The storyboard file's standardized path.
        package var storyboardPath: String
        package var sceneID: String

        package init(storyboardPath: String, sceneID: String) {
            self.storyboardPath = storyboardPath
            self.sceneID = sceneID
        }
    }

    /// How a controller shows its ``ControllerNode/children``.
    package enum ContainerKind: String, Codable, Sendable {
        /// A navigation stack, root first.
        case navigation
        /// Tabs, in order, with ``ControllerNode/selectedIndex``.
        case tabBar
    }

    /// One view controller, with its children and the controller it presents.
    package struct ControllerNode: Codable, Sendable, Equatable {
        /// `String(reflecting:)` of its class: `Module.Class`.
        package var className: String
        /// Where it came from; `nil` for a controller created in code.
        package var scene: SceneReference?
        package var restorationIdentifier: String?
        /// What its `encodeRestorableState(with:)` stored; only for a controller with a
        /// restoration identifier.
        package var state: CoderContents?
        /// `nil` for a plain controller, whose children are the ones it embeds.
        package var container: ContainerKind?
        package var children: [ControllerNode]
        /// The selected tab of a tab bar controller.
        package var selectedIndex: Int?
        // An array of at most one: a struct cannot hold an optional of itself.
        private var presentedNodes: [ControllerNode]

        /// The controller presented over this one, which may present another in turn.
        package var presented: ControllerNode? {
            get { presentedNodes.first }
            set { presentedNodes = newValue.map { [$0] } ?? [] }
        }

        package init(className: String, scene: SceneReference? = nil, restorationIdentifier: String? = nil, state: CoderContents? = nil,
                     container: ContainerKind? = nil, children: [ControllerNode] = [], selectedIndex: Int? = nil, presented: ControllerNode? = nil) {
            self.className = className
            self.scene = scene
            self.restorationIdentifier = restorationIdentifier
            self.state = state
            self.container = container
            self.children = children
            self.selectedIndex = selectedIndex
            presentedNodes = presented.map { [$0] } ?? []
        }

        private enum CodingKeys: String, CodingKey {
            case className, scene, restorationIdentifier, state, container, children, selectedIndex, presented
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            className = try container.decode(String.self, forKey: .className)
            scene = try container.decodeIfPresent(SceneReference.self, forKey: .scene)
            restorationIdentifier = try container.decodeIfPresent(String.self, forKey: .restorationIdentifier)
            state = try container.decodeIfPresent(CoderContents.self, forKey: .state)
            self.container = try container.decodeIfPresent(ContainerKind.self, forKey: .container)
            children = try container.decodeIfPresent([ControllerNode].self, forKey: .children) ?? []
            selectedIndex = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
            presentedNodes = try container.decodeIfPresent(ControllerNode.self, forKey: .presented).map { [$0] } ?? []
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(className, forKey: .className)
            try container.encodeIfPresent(scene, forKey: .scene)
            try container.encodeIfPresent(restorationIdentifier, forKey: .restorationIdentifier)
            try container.encodeIfPresent(state, forKey: .state)
            try container.encodeIfPresent(self.container, forKey: .container)
            if !children.isEmpty { try container.encode(children, forKey: .children) }
            try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
            try container.encodeIfPresent(presented, forKey: .presented)
        }

        /// Whether this node or one below it has state to decode.
        var holdsState: Bool {
            restorationIdentifier != nil || children.contains(where: \.holdsState) || presented?.holdsState == true
        }
    }
}
