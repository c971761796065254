import Foundation
internal import StoryboardFormat

/// One controller's link to the scene it was created from: it builds the scene's view when the
/// controller loads it, and performs the scene's segues.
@MainActor
final class StoryboardSceneInstance {
    let storyboard: Storyboard
    let sceneIndex: Int
    /// The scene's `objects`, created with the controller.
    var objects: [String: Responder] = [:]
    /// The views with an id, once the view is built.
    private var viewsByID: [String: View] = [:]
    private var builtView = false

    init(storyboard: Storyboard, sceneIndex: Int) {
        self.storyboard = storyboard
        self.sceneIndex = sceneIndex
    }

    /// The scene, as a state-restoration archive names it.
    var sceneReference: RestorationArchive.SceneReference {
        RestorationArchive.SceneReference(storyboardPath: storyboard.linked.path, sceneID: storyboard.linked.description.scenes[sceneIndex].id)
    }

    private var description: ControllerSceneDescription {
        // Instances exist only for controller scenes.
        storyboard.linked.description.scenes[sceneIndex].controller!
    }

    private var linkedScene: LinkedStoryboard.Scene {
        storyboard.linked.scenes[sceneIndex]
    }

    // MARK: The view

    /// Creates the scene's views, sets their properties, connects the owner's outlets and the
    /// controls' actions, and wakes the views: all before `viewDidLoad()`.
    func buildView(owner: ViewController) -> View {
        builtView = true
        let scene = description
        guard let root = scene.view else { return View() }
        let classes = linkedScene.viewClasses
        let descriptorIDs = linkedScene.viewDescriptorIDs
        let catalog = storyboard.linked.catalog
        var index = 0
        var built: [View] = []
        var controls: [(Control, [ActionDescription])] = []
        var laidOut: [StoryboardConstraints.Pending] = []
        built.reserveCapacity(classes.count)
        func make(_ description: ViewDescription) -> View {
            let view = HostLink.makeObject(classes[index] ?? View.self, named: description.className.name, catalog: catalog)
            let descriptorID = descriptorIDs[index]
            index += 1
            for property in description.properties { BuiltInViews.apply(property, to: view, as: descriptorID) }
            if let id = description.id {
                viewsByID[id.name] = view
                view.storyboardIdentifier = id.name
            }
            built.append(view)
            if !description.actions.isEmpty, let control = view as? Control { controls.append((control, description.actions)) }
            if let pending = StoryboardConstraints.pending(view, description) { laidOut.append(pending) }
            if let stack = view as? StackView {
                // One layout for the whole stack, not one per arranged subview (quadratic).
                stack.deferringLayout {
                    for subviewIndex in description.subviews.indices { stack.addArrangedSubview(make(description.subviews[subviewIndex])) }
                }
            } else {
                for subviewIndex in description.subviews.indices { view.addSubview(make(description.subviews[subviewIndex])) }
            }
            return view
        }
        let rootView = make(root)
        if !laidOut.isEmpty {
            let linked = storyboard.linked.description
            StoryboardConstraints.apply(laidOut, viewsByID: viewsByID) { "\(linked.location(at: $0))" }
        }
        // A stand-in for the plugin's controller has none of its outlets or actions.
        let connects = !linkedScene.controllerIsStandIn
        for outlet in scene.outlets where connects {
            guard let target = viewsByID[outlet.target.name] ?? objects[outlet.target.name] else { continue }
            if !OutletConnector.connect(outlet.property.name, of: owner, to: target) {
                let location = storyboard.linked.description.location(at: outlet.property.offset)
                HostLink.reportIssue("\(location): \(HostLink.typeName(of: owner)) has no outlet \"\(outlet.property.name)\" that can hold a \(HostLink.typeName(of: target))",
                                           remedy: "declare `@Outlet var \(outlet.property.name): \(type(of: target))` in \(type(of: owner))")
            }
        }
        for (control, actions) in controls where connects {
            connectActions(actions, of: control, owner: owner)
        }
        for view in built {
            HostLink.invoke("awakeFromStoryboard()", on: view) { view.awakeFromStoryboard() }
        }
        return rootView
    }

    private func connectActions(_ actions: [ActionDescription], of control: Control, owner: ViewController) {
        for action in actions {
            let event = Self.controlEvent(action.event)
            switch action.kind {
            case .action(let name, .owner):
                control.addTarget(owner, action: name.name, for: event)
            case .action(let name, .firstResponder):
                control.addTarget(nil, action: name.name, for: event)
            case .action(let name, .object(let id)):
                control.addTarget(objects[id.name], action: name.name, for: event)
            case .segue(let segueID):
                control.addHandler(for: event) { [weak owner, weak self] sender in
                    guard let owner, let self else { return }
                    self.performSegue(segueID.name, from: owner, sender: sender, triggeredByStoryboard: true)
                }
            }
        }
    }

    /// How many embed segues are loading their children's views, one inside the other. A cycle
    /// within a file is refused when it is read; one through storyboard references stops here.
    private static var embedDepth = 0
    private static let embedLimit = 64

    /// After `loadView()`, before `viewDidLoad()`: the scene's embed segues add their children.
    func viewDidLoadFromStoryboard(of owner: ViewController) {
        guard builtView else { return }  // an overridden loadView() built its own view
        for segue in description.segues where segue.kind == .embed {
            guard Self.embedDepth < Self.embedLimit else {
                HostLink.reportIssue("embed segue \"\(segue.id.name)\" of \(HostLink.typeName(of: owner)) is nested \(Self.embedLimit) embeds deep: a containment cycle through storyboard references; the child was not embedded",
                                           remedy: "make sure no embed chain leads back to a scene it is in")
                continue
            }
            Self.embedDepth += 1
            defer { Self.embedDepth -= 1 }
            performSegue(segue.id.name, from: owner, sender: nil, triggeredByStoryboard: false)
        }
    }

    // MARK: Segues

    func performSegue(_ identifier: String, from source: ViewController, sender: Any?, triggeredByStoryboard: Bool) {
        guard let segue = description.segue(withID: identifier) else {
            let known = description.segues.map(\.id.name)
            HostLink.reportIssue("\(HostLink.typeName(of: source)) has no segue \"\(identifier)\" in storyboard \(storyboard.name)",
                                       remedy: Suggestions.closest(to: identifier, among: known).map { "did you mean \"\($0)\"?" }
                                           ?? "use one of the scene's segue ids: \(known.isEmpty ? "(none)" : known.joined(separator: ", "))")
            return
        }
        if triggeredByStoryboard {
            let shouldPerform = HostLink.invoke("shouldPerformSegue(withIdentifier:sender:)", on: source, details: ["segue": identifier]) {
                source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
            }
            guard shouldPerform else { return }
        }
        let destination: ViewController
        var unwindRoute: UnwindRoute?
        if segue.kind == .unwind {
            let action = segue.unwindAction?.name ?? ""
            guard let route = UnwindRoute(from: StoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)) else {
                HostLink.reportIssue("unwind segue \"\(identifier)\" from \(HostLink.typeName(of: source)) found no controller with the action \"\(action)\" on the way back",
                                           remedy: "declare `@Action var \(action) = Class.\(action)(_:)`, taking a StoryboardSegue, in a controller that presented or pushed this one (or one of its containers' children)")
                return
            }
            destination = route.destination
            unwindRoute = route
        } else {
            do {
                // Only unwind segues have no destination; the decoder requires it of the others.
                destination = try storyboard.instantiateScene(at: storyboard.linked.sceneIndex(of: segue.destination!))
            } catch {
                HostLink.reportIssue("segue \"\(identifier)\" cannot create its destination: \(error.message)", remedy: error.remedy)
                return
            }
        }
        let segueClass = linkedScene.segueClasses[identifier] ?? StoryboardSegue.self
        let storyboardSegue = segueClass.init(identifier: identifier, source: source, destination: destination)
        storyboardSegue.kind = segue.kind
        storyboardSegue.unwindRoute = unwindRoute
        if let container = segue.container { storyboardSegue.containerView = viewsByID[container.name] }
        HostLink.invoke("prepare(for:sender:)", on: source,
                              details: ["segue": identifier, "destination": HostLink.typeName(of: destination)]) {
            source.prepare(for: storyboardSegue, sender: sender)
        }
        if segue.kind != .embed, segue.kind != .unwind {
            destination.preparedBySegue = (identifier, HostLink.typeName(of: source))
        }
        if let action = segue.unwindAction?.name {
            _ = ActionDispatch.perform(action, on: destination, sender: storyboardSegue)
        }
        storyboardSegue.perform()
    }

    private static func controlEvent(_ name: ControlEventName) -> Control.Event {
        switch name {
        case .touchDown: .touchDown
        case .touchUpInside: .touchUpInside
        case .valueChanged: .valueChanged
        case .editingDidBegin: .editingDidBegin
        case .editingChanged: .editingChanged
        case .editingDidEnd: .editingDidEnd
        case .primaryActionTriggered: .primaryActionTriggered
        }
    }
}

extension Color {
    init(_ value: ColorValue) {
        self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
}
