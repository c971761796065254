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
    /// The bar button items with an id, made with the controller.
    private var barButtonItemsByID: [String: BarButtonItem] = [:]
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

    /// The views of one subtree as they are made: every view, the controls with actions, the
    /// views by id.
    private struct TreeBuild {
        var views: [View] = []
        var controls: [(Control, [ActionDescription])] = []
        var viewsByID: [String: View] = [:]
        /// The layout guides the views own, by id.
        var guidesByID: [String: LayoutGuide] = [:]
        /// Views whose storyboard constraints wait for the whole tree (they name other views).
        var laidOut: [StoryboardConstraints.Pending] = []
    }

    /// Activates the storyboard constraints of a tree made in full, reporting each bad one at
    /// its place in the file.
    private func applyConstraints(_ laidOut: [StoryboardConstraints.Pending], viewsByID: [String: View], guidesByID: [String: LayoutGuide]) {
        guard !laidOut.isEmpty else { return }
        let linked = storyboard.linked.description
        StoryboardConstraints.apply(laidOut, viewsByID: viewsByID, guidesByID: guidesByID) { "\(linked.location(at: $0))" }
    }

    /// Creates the scene's views, sets their properties, connects the owner's outlets and the
    /// controls' actions, and wakes the views: all before `viewDidLoad()`.
    func buildView(owner: ViewController) -> View {
        builtView = true
        let scene = description
        guard let root = scene.view else { return View() }
        var index = 0
        var build = TreeBuild()
        build.views.reserveCapacity(linkedScene.viewClasses.count)
        let rootView = makeTree(root, at: &index, into: &build, owner: owner)
        viewsByID.merge(build.viewsByID) { first, _ in first }
        applyConstraints(build.laidOut, viewsByID: viewsByID, guidesByID: build.guidesByID)
        // A stand-in for the plugin's controller has none of its outlets or actions.
        let connects = !linkedScene.controllerIsStandIn
        for outlet in scene.outlets where connects {
            // Outlets to bar button items were connected with the controller.
            guard let target = viewsByID[outlet.target.name] ?? objects[outlet.target.name] else { continue }
            connect(outlet, of: owner, to: target)
        }
        for (control, actions) in build.controls where connects {
            connectActions(actions, of: control, owner: owner)
        }
        if let table = rootView as? TableView, let controller = owner as? TableViewController {
            table.dataSource = controller
            table.delegate = controller
        }
        for view in build.views {
            HostLink.invoke("awakeFromStoryboard()", on: view) { view.awakeFromStoryboard() }
        }
        return rootView
    }

    private func connect(_ outlet: OutletDescription, of owner: AnyObject, to target: AnyObject) {
        guard !OutletConnector.connect(outlet.property.name, of: owner, to: target) else { return }
        let location = storyboard.linked.description.location(at: outlet.property.offset)
        HostLink.reportIssue("\(location): \(HostLink.typeName(of: owner)) has no outlet \"\(outlet.property.name)\" that can hold a \(HostLink.typeName(of: target))",
                             remedy: "declare `@Outlet var \(outlet.property.name): \(type(of: target))` in \(type(of: owner))")
    }

    /// Makes the view of `description`, the `index`th of the scene (in `forEachView` order), and
    /// the views below it; a table's prototype cells are registered to be made when dequeued, its
    /// static cells made now.
    private func makeTree(_ description: ViewDescription, at index: inout Int, into build: inout TreeBuild, owner: ViewController) -> View {
        let view = HostLink.makeObject(linkedScene.viewClasses[index] ?? View.self, named: description.className.name, catalog: storyboard.linked.catalog)
        let descriptorID = linkedScene.viewDescriptorIDs[index]
        index += 1
        for property in description.properties { BuiltInViews.apply(property, to: view, as: descriptorID) }
        if let id = description.id {
            build.viewsByID[id.name] = view
            view.storyboardIdentifier = id.name
        }
        build.views.append(view)
        for guideDescription in description.layoutGuides {
            let guide = LayoutGuide()
            guide.identifier = guideDescription.identifier
            view.addLayoutGuide(guide)
            build.guidesByID[guideDescription.id.name] = guide
        }
        if !description.actions.isEmpty, let control = view as? Control { build.controls.append((control, description.actions)) }
        if let pending = StoryboardConstraints.pending(view, description) { build.laidOut.append(pending) }
        if let stack = view as? StackView {
            // One layout for the whole stack, not one per arranged subview (quadratic).
            stack.deferringLayout {
                for subviewIndex in description.subviews.indices {
                    stack.addArrangedSubview(makeTree(description.subviews[subviewIndex], at: &index, into: &build, owner: owner))
                }
            }
        } else {
            // A cell's subviews go in its content view, as Interface Builder puts them.
            let parent = (view as? TableViewCell)?.contentView ?? view
            for subviewIndex in description.subviews.indices {
                parent.addSubview(makeTree(description.subviews[subviewIndex], at: &index, into: &build, owner: owner))
            }
        }
        if !description.prototypes.isEmpty || !description.staticSections.isEmpty {
            attachCells(of: description, to: view as? TableView, at: &index, owner: owner)
        }
        return view
    }

    /// Registers the prototypes of a table's `description` and makes its static cells.
    private func attachCells(of description: ViewDescription, to table: TableView?, at index: inout Int, owner: ViewController) {
        let identifierKey = BuiltInViews.table.key(named: "reuseIdentifier")
        for prototype in description.prototypes {
            let start = index
            index += prototype.viewCount
            guard let table, let identifierKey,
                  case .string(let identifier)? = prototype.properties.first(where: { $0.key == identifierKey })?.value
            else { continue }
            table.registerPrototype(forCellReuseIdentifier: identifier) { [weak self, weak owner] in
                guard let self, let owner else { return TableViewCell(style: .default, reuseIdentifier: identifier) }
                return self.makeCell(prototype, startingAt: start, owner: owner)
            }
        }
        guard !description.staticSections.isEmpty else { return }
        var sections: [StaticTableSection] = []
        for section in description.staticSections {
            var cells: [TableViewCell] = []
            for cell in section.cells {
                let start = index
                index += cell.viewCount
                cells.append(makeCell(cell, startingAt: start, owner: owner, sharingIDs: true))
            }
            sections.append(StaticTableSection(headerTitle: section.header, footerTitle: section.footer, cells: cells))
        }
        guard let controller = owner as? TableViewController else {
            HostLink.reportIssue("\(HostLink.typeName(of: owner)) is not a TableViewController, so its table's static cells have no one to show them",
                                 remedy: "make the scene's class TableViewController or a subclass of it, or use prototype cells and a data source")
            return
        }
        controller.staticSections = sections
    }

    /// A cell made from `description`, whose first view is the `start`th of the scene: its
    /// views, its outlets to them, its controls' actions (to the scene's controller), its segue.
    /// Static cells share their views' ids with the scene, so that the scene's outlets reach
    /// them; a prototype's ids are its own, as each dequeue makes new views.
    private func makeCell(_ description: ViewDescription, startingAt start: Int, owner: ViewController, sharingIDs: Bool = false) -> TableViewCell {
        var index = start
        var build = TreeBuild()
        let made = makeTree(description, at: &index, into: &build, owner: owner)
        if sharingIDs { viewsByID.merge(build.viewsByID) { first, _ in first } }
        applyConstraints(build.laidOut, viewsByID: build.viewsByID, guidesByID: build.guidesByID)
        guard let cell = made as? TableViewCell else {
            HostLink.reportIssue("the cell \(description.className.name) is a \(HostLink.typeName(of: made)), not a TableViewCell",
                                 remedy: "make the prototype or static cell's class a TableViewCell subclass")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        for outlet in description.outlets {
            guard let target = build.viewsByID[outlet.target.name] else {
                HostLink.reportIssue("the cell \(HostLink.typeName(of: cell)) has no view \"\(outlet.target.name)\" for its outlet \"\(outlet.property.name)\"",
                                     remedy: "give a view inside the cell the id \"\(outlet.target.name)\"")
                continue
            }
            connect(outlet, of: cell, to: target)
        }
        for (control, actions) in build.controls { connectActions(actions, of: control, owner: owner) }
        if let segue = description.selectionSegue?.name {
            cell.selectionSegue = { [weak owner, weak self] sender in
                guard let owner, let self else { return }
                self.performSegue(segue, from: owner, sender: sender, triggeredByStoryboard: true)
            }
        }
        for view in build.views {
            HostLink.invoke("awakeFromStoryboard()", on: view) { view.awakeFromStoryboard() }
        }
        return cell
    }

    private func connectActions(_ actions: [ActionDescription], of control: Control, owner: ViewController) {
        for action in actions {
            let event = Self.controlEvent(action.event)
            switch action.kind {
            case .action(let name, let target):
                control.addTarget(self.target(target, owner: owner), action: name.name, for: event)
            case .segue(let segueID):
                control.addHandler(for: event, performingSegue(segueID, from: owner))
            }
        }
    }

    /// The object an action of the scene is sent to: `nil` for the first responder, whose chain
    /// finds the target when the action is sent.
    private func target(_ target: ActionDescription.Target, owner: ViewController) -> AnyObject? {
        switch target {
        case .owner: owner
        case .firstResponder: nil
        case .object(let id): objects[id.name]
        }
    }

    /// Performs the scene's segue `segueID` from `owner` with the sender it is given, as a tap
    /// on a control or a bar button item that starts it does; holds neither weakly-kept object.
    private func performingSegue(_ segueID: NameAt, from owner: ViewController) -> @MainActor (Any?) -> Void {
        { [weak owner, weak self] sender in
            guard let owner, let self else { return }
            self.performSegue(segueID.name, from: owner, sender: sender, triggeredByStoryboard: true)
        }
    }

    // MARK: Bar button items

    /// Gives `owner` the scene's navigation item (its prompt, its back button's title, its
    /// buttons) and toolbar items, each sending its
    /// action or performing its segue when tapped, and connects the outlets to them: with the
    /// controller, as UIKit decodes them, so that `awakeFromStoryboard()` and a presenter's
    /// `prepare(for:sender:)` find them (not for a stand-in of the plugin's controller, which has
    /// none of its actions or outlets).
    func makeBarButtonItems(of owner: ViewController) {
        let scene = description
        if let prompt = scene.navigationPrompt { owner.navigationItem.prompt = prompt }
        if let title = scene.backButtonTitle { owner.navigationItem.backButtonTitle = title }
        guard !scene.leftBarButtonItems.isEmpty || !scene.rightBarButtonItems.isEmpty || !scene.toolbarItems.isEmpty else { return }
        let connects = !linkedScene.controllerIsStandIn
        func made(_ items: [BarButtonItemDescription]) -> [BarButtonItem] {
            items.map { makeBarButtonItem($0, owner: owner, connectingAction: connects) }
        }
        if !scene.leftBarButtonItems.isEmpty { owner.navigationItem.leftBarButtonItems = made(scene.leftBarButtonItems) }
        if !scene.rightBarButtonItems.isEmpty { owner.navigationItem.rightBarButtonItems = made(scene.rightBarButtonItems) }
        if !scene.toolbarItems.isEmpty { owner.toolbarItems = made(scene.toolbarItems) }
        for outlet in scene.outlets where connects {
            guard let item = barButtonItemsByID[outlet.target.name] else { continue }
            connect(outlet, of: owner, to: item)
        }
    }

    private func makeBarButtonItem(_ description: BarButtonItemDescription, owner: ViewController, connectingAction: Bool) -> BarButtonItem {
        let item: BarButtonItem
        if let name = description.systemItem, let systemItem = BarButtonItem.SystemItem(storyboardName: name) {
            item = BarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
        } else {
            item = BarButtonItem()
            item.title = description.title
            item.image = description.image.map { Image.storyboardImage(named: $0) }
        }
        if let style = description.style { item.style = style == .done ? .done : .plain }
        if let width = description.width { item.width = width }
        item.isEnabled = description.isEnabled
        if let tint = description.tintColor { item.tintColor = Color(tint) }
        if let tag = description.tag { item.tag = tag }
        item.accessibilityIdentifier = description.accessibilityIdentifier
        if let id = description.id { barButtonItemsByID[id.name] = item }
        guard connectingAction else { return item }
        switch description.action {
        case let .action(name, target)?:
            item.action = name.name
            item.target = self.target(target, owner: owner)
        case let .segue(segueID)?:
            let perform = performingSegue(segueID, from: owner)
            item.primaryHandler = { [weak item] in perform(item) }
        case nil:
            break
        }
        return item
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

extension BarButtonItem.SystemItem {
    /// The system item a storyboard names: the case of the same name.
    init?(storyboardName name: BarButtonItemDescription.SystemItem) {
        guard let item = Self.allCases.first(where: { "\($0)" == name.rawValue }) else { return nil }
        self = item
    }
}

extension Color {
    init(_ value: ColorValue) {
        self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
}
