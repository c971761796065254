import Foundation
internal import LayoutSolver

/// The constraints of one view hierarchy and their solution, kept by the hierarchy's top view
/// (a window) and brought up to date in the layout pass.
///
/// Every layout item (a view or guide that takes part) has four solver variables: its frame's
/// origin in the top view's coordinates, and its size. Each owner of solver constraints (a view:
/// its frame, size floors and intrinsic size; a guide: its edges; a ``LayoutConstraint``) keeps
/// its variables and the solver constraints it stands for itself, in ``Slot``s, so that a sync
/// finds them without hashing. A sync lists the constraints the hierarchy wants now and changes
/// the solver by the difference; a changed constant, an intrinsic size or a resized window
/// re-solves incrementally without one.
@MainActor
final class LayoutEngine {
    struct Variables {
        let x, y, width, height: Variable
    }

    /// One solver constraint an owner stands for, by its id; it counts only while the engine's
    /// record of the id says it is in the solver (the owner cannot be told when it is removed).
    /// Small on purpose: every view has ten, and a sync reads them all.
    struct Slot {
        var id = ConstraintID(rawValue: -1)
    }

    /// A slot, named across engines' passes for the refusals the engine remembers.
    private struct SlotKey: Hashable {
        let owner: ObjectIdentifier
        let slot: Int
    }

    /// A view's or a guide's variables in one engine; its slots are kept beside them, apart,
    /// so that reading the variables copies no array.
    struct ItemVariables {
        let engine: UInt64
        let variables: Variables
    }

    /// A ``LayoutConstraint``'s slot in one engine.
    struct ConstraintState {
        let engine: UInt64
        var slot: Slot
    }

    /// Whose slot a solver constraint fills.
    enum Owner {
        case view(ViewLayout)
        case guide(LayoutGuide)
        case constraint(LayoutConstraint)
    }

    /// A view's slots: its frame while it translates its autoresizing mask (or the top view's
    /// origin), the floors of its size, and its intrinsic size's hugging and resistance.
    static let frameSlots = 0 ..< 4
    static let floorSlots = 4 ..< 6
    static let intrinsicSlots = 6 ..< 10

    /// A view placed by constraints, with the variables its frame is read from: its alignment
    /// rectangle's and its superview's.
    struct Placement {
        let view: View
        let layout: ViewLayout
        let own: Variables
        let parent: Variables
        /// Where the view's ``FrameCorrection`` is in ``frameCorrections``; -1 for none (neither
        /// the view nor its superview has alignment insets).
        let correction: Int32
    }

    /// What turns a view's alignment rectangle, from its superview's, into its frame: the
    /// view's alignment insets outward, and the superview's frame origin rather than its
    /// alignment rectangle's.
    struct FrameCorrection {
        let x, y, width, height: Double

        init(own: EdgeInsets, parent: EdgeInsets) {
            x = parent.left - own.left
            y = parent.top - own.top
            width = own.left + own.right
            height = own.top + own.bottom
        }
    }

    struct GuidePlacement {
        let guide: LayoutGuide
        let own: Variables
        let parent: Variables
        /// The owning view's alignment insets: a guide's layout frame is in its bounds.
        let parentInsets: EdgeInsets
    }

    /// What the engine knows of each solver constraint, by ``ConstraintID``.
    private struct Record {
        /// The last pass that wanted it; 0 until it is in the solver, once it left it, and for
        /// the solver's own edit constraints, which syncs leave alone.
        var wantedInPass: UInt64 = 0
        /// The app's constraint it stands for, from when its addition is listed.
        var layoutConstraint: LayoutConstraint?
    }

    private struct Addition {
        /// The view's layout or the guide whose slot the constraint fills; `nil` for an app's
        /// constraint, which is ``layoutConstraint``.
        let item: Owner?
        /// The app's constraint the addition stands for, if any. Not retained here: the
        /// engine's record of ``id`` holds it strongly from the listing until the addition is
        /// installed (and after, while it is in the solver) or refused, when the record lets it
        /// go after the addition's last use (``listAddition(_:_:_:)``, ``install(_:top:)``).
        /// Every listed addition is installed or refused in the sync that listed it, and no
        /// removal touches a record before its install: removals only take records the solver
        /// holds. Retained here as well, it was released as the addition ended, after its
        /// install: on a screen too large for the cache, a miss for every constraint, on an
        /// object nothing else reads then.
        unowned(unsafe) let layoutConstraint: LayoutConstraint?
        let slot: Int
        let constraint: Constraint
        /// Issued by the solver when the addition was listed, and noted in the owner's slot then.
        let id: ConstraintID

        /// Whose slot the constraint fills.
        var owner: Owner { item ?? .constraint(layoutConstraint!) }
    }

    private static var engineCount: UInt64 = 0
    private static var passCount: UInt64 = 0

    // A sync reads or changes the properties below once or more for every constraint it adds
    // and every item it visits; their dynamic exclusivity checks (a thread-local access set
    // searched and updated each time) were an eighth of a first layout's instructions, so they
    // are off for these alone, as for ``ViewLayout``'s and `View`'s hot properties. Only the
    // engine's own methods modify them, on the main actor, and no modification lasts across a
    // call that could reach the engine again: the solver's methods touch only the solver value,
    // and the closures the engine passes while changing a slot only assign that slot, which
    // lives on an item or in the detached maps' element, never in another of these properties.
    // So no access can begin while another is under way.

    let serial: UInt64
    @exclusivity(unchecked) private(set) var solver = Solver()
    @exclusivity(unchecked) private var records: [Record] = []
    /// Constraints the solver refused, and the last pass that wanted them: a refusal is reported
    /// once while it stays wanted, and again if it comes back later.
    @exclusivity(unchecked) private var refusals: [SlotKey: (constraint: Constraint, pass: UInt64)] = [:]
    /// The pass of the last sync: syncs number their walks from one counter shared by every
    /// engine, so that a view's mark of being taken is never mistaken for another engine's.
    @exclusivity(unchecked) private var pass: UInt64 = 0
    /// States kept by the engine instead of on the items: a measuring engine
    /// (``View/systemLayoutSizeFitting(_:)``) must not displace the window's engine's states.
    @exclusivity(unchecked) private var detachedVariables: [ObjectIdentifier: Variables]?
    @exclusivity(unchecked) private var detachedSlots: [ObjectIdentifier: ItemSlots]?
    @exclusivity(unchecked) private var detachedConstraints: [ObjectIdentifier: Slot]?

    var needsSync = true
    /// Constraints activated, deactivated or whose constant or priority changed since the last
    /// sync, and views whose intrinsic size did: re-solved alone, without collecting the
    /// hierarchy's constraints, while nothing else changed (``needsSync`` is false).
    private(set) var changedConstraints: [LayoutConstraint] = []
    private(set) var changedIntrinsicSizes: [View] = []
    var needsUpdate: Bool { needsSync || needsTopResize || !changedConstraints.isEmpty || !changedIntrinsicSizes.isEmpty }
    /// How many constraints were added to and removed from the solver (for tests).
    @exclusivity(unchecked) private(set) var solverAdditions = 0
    @exclusivity(unchecked) private(set) var solverRemovals = 0
    /// The views laid out by constraints at the last sync, parents first, and the guides.
    private(set) var placements: [Placement] = []
    /// The frame corrections of the placements of views with alignment insets (or in a superview
    /// with them), by ``Placement/correction``.
    private var frameCorrections: [FrameCorrection] = []
    /// The alignment insets the last sync placed views by, for the views that have any: a view
    /// whose insets changed since is placed by a sync again (``intrinsicSizeDidChange(of:)``).
    private var alignmentInsetsAtSync: [ObjectIdentifier: EdgeInsets] = [:]
    /// How many views the last sync placed and constraints it found, to size the next one's
    /// lists; `nil` before the first.
    private var lastCensus: Census?
    private(set) var guidePlacements: [GuidePlacement] = []
    /// The top view's size as edit variables, as a window's size is: a resize suggests new values
    /// (the dual simplex, from where the solver was) instead of replacing two constraints and
    /// collecting the hierarchy's constraints again.
    private var topSize: (width: Variable, height: Variable)?
    /// How many times the hierarchy's constraints were collected (for tests).
    private(set) var syncCount = 0
    /// How many syncs listed the views' own wants in a walk of their own (for tests).
    private(set) var separateListingCount = 0
    /// Only the top view's size changed since the last sync.
    var needsTopResize = false
    /// Above every optional priority, below required: the window's size gives way only to
    /// required constraints that cannot hold inside it, which the solver would otherwise refuse.
    private static let topSizeStrength = Strength(level: level(of: LayoutPriority(1000)))

    /// An engine for a hierarchy; `detached` for one that measures a hierarchy another engine
    /// may be laying out.
    init(detached: Bool = false) {
        Self.engineCount += 1
        serial = Self.engineCount
        if detached {
            detachedVariables = [:]
            detachedSlots = [:]
            detachedConstraints = [:]
        }
    }

    // MARK: Items' states

    /// The variables of a view, made on first use in this engine.
    func variables(for view: View) -> Variables {
        variables(of: view.autoLayout)
    }

    private func makeVariables() -> Variables {
        Variables(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
    }

    /// The variables of an item's storage (a view's ``ViewLayout`` or a guide), made on first
    /// use with the item's empty slots.
    func variables(of storage: some LayoutItemStorage) -> Variables {
        if let existing = storedVariables(of: storage) { return existing }
        let made = makeVariables()
        let slots = ItemSlots()
        if detachedVariables != nil {
            detachedVariables![ObjectIdentifier(storage)] = made
            detachedSlots![ObjectIdentifier(storage)] = slots
        } else {
            storage.engineVariables = ItemVariables(engine: serial, variables: made)
            storage.engineSlots = slots
        }
        return made
    }

    private func storedVariables(of storage: some LayoutItemStorage) -> Variables? {
        if let detachedVariables { return detachedVariables[ObjectIdentifier(storage)] }
        guard let existing = storage.engineVariables, existing.engine == serial else { return nil }
        return existing.variables
    }

    /// The variables `item` has in this engine, without making them.
    func existingVariables(of item: AnyObject) -> Variables? {
        if let view = item as? View, let layout = view.layoutStorage { return storedVariables(of: layout) }
        if let guide = item as? LayoutGuide { return storedVariables(of: guide) }
        return nil
    }

    /// `owner`'s slot `index` (an empty one where the owner has none in this engine).
    private func slot(_ owner: Owner, _ index: Int) -> Slot {
        switch owner {
        case let .view(layout): itemSlot(layout, index)
        case let .guide(guide): itemSlot(guide, index)
        case let .constraint(constraint):
            if let detachedConstraints {
                detachedConstraints[ObjectIdentifier(constraint)] ?? Slot()
            } else if let state = constraint.engineState, state.engine == serial {
                state.slot
            } else {
                Slot()
            }
        }
    }

    private func itemSlot(_ storage: some LayoutItemStorage, _ index: Int) -> Slot {
        guard storedVariables(of: storage) != nil else { return Slot() }
        if let detachedSlots { return detachedSlots[ObjectIdentifier(storage)]![index] }
        return storage.engineSlots[index]
    }

    /// Changes `owner`'s slot in place; an item's variables (and so its slots) exist already.
    private func updateSlot(_ owner: Owner, _ index: Int, _ change: (inout Slot) -> Void) {
        switch owner {
        case let .view(layout): updateItemSlot(layout, index, change)
        case let .guide(guide): updateItemSlot(guide, index, change)
        case let .constraint(constraint):
            if detachedConstraints != nil {
                change(&detachedConstraints![ObjectIdentifier(constraint), default: Slot()])
            } else {
                if constraint.engineState?.engine != serial { constraint.engineState = ConstraintState(engine: serial, slot: Slot()) }
                change(&constraint.engineState!.slot)
            }
        }
    }

    private func updateItemSlot(_ storage: some LayoutItemStorage, _ index: Int, _ change: (inout Slot) -> Void) {
        if detachedSlots != nil { change(&detachedSlots![ObjectIdentifier(storage)]![index]) } else { change(&storage.engineSlots[index]) }
    }

    private func isInSolver(_ id: ConstraintID) -> Bool {
        let index = Int(id.rawValue)
        return index >= 0 && index < records.count && records[index].wantedInPass != 0
    }

    private func isInstalled(_ slot: Slot, as constraint: Constraint) -> Bool {
        // What was added is the solver's to keep: a second copy here was a third of a record's
        // size and one more reference to count for every constraint added.
        isInSolver(slot.id) && solver.constraint(slot.id) == constraint
    }

    private static func key(_ owner: Owner, _ index: Int) -> SlotKey {
        switch owner {
        case let .view(layout): SlotKey(owner: ObjectIdentifier(layout), slot: index)
        case let .guide(guide): SlotKey(owner: ObjectIdentifier(guide), slot: index)
        case let .constraint(constraint): SlotKey(owner: ObjectIdentifier(constraint), slot: index)
        }
    }

    /// Whether `constraint` in `owner`'s slot was refused by the pass `pass`.
    private func wasRefused(_ constraint: Constraint, _ owner: Owner, _ index: Int, in pass: UInt64) -> Bool {
        guard !refusals.isEmpty, let refusal = refusals[Self.key(owner, index)] else { return false }
        return refusal.pass == pass && refusal.constraint == constraint
    }

    // MARK: Syncing

    /// What one sync wants added, in three groups: frames and guides (which define their
    /// variables), then the app's constraints, then sizes' floors and intrinsic sizes. A floor
    /// added before the constraint that sets its size would make the size's variable a slack's,
    /// and every constraint on that size would then need the solver's costly first phase (an
    /// artificial variable) instead of being solved for a marker.
    private struct Wants {
        enum Group { case definitions, constraints, sizes }
        var definitions: [Addition] = []
        var constraints: [Addition] = []
        var sizes: [Addition] = []

        mutating func append(_ addition: consuming Addition, to group: Group) {
            switch group {
            case .definitions: definitions.append(addition)
            case .constraints: constraints.append(addition)
            case .sizes: sizes.append(addition)
            }
        }
    }

    /// What one sync gathers while it walks the hierarchy, handed along `inout`. Kept instead in
    /// locals that nested functions capture, each access was checked for exclusivity at run time
    /// (a captured variable lives in a box): once or more for every constraint and every view.
    private struct Gathering {
        /// The pass of the sync before this one, whose refusals are not tried again.
        let previousPass: UInt64
        let rootFrame: [Constraint]?
        var wants = Wants()
        var placements: [Placement] = []
        var frameCorrections: [FrameCorrection] = []
        var guidePlacements: [GuidePlacement] = []
        /// Views marked taken, and views whose own wants were listed: equal after the walk when
        /// every view taken was listed in it (``takeParticipants(_:_:)``).
        var takenCount = 0
        var listedCount = 0

        /// Where the lists a view's own wants go into end now.
        var ends: Ends {
            Ends(definitions: wants.definitions.count, sizes: wants.sizes.count,
                 placements: placements.count, guidePlacements: guidePlacements.count)
        }

        /// Moves what was listed since `later` to `earlier`, ahead of what was listed between them.
        mutating func move(listedSince later: Ends, to earlier: Ends) {
            Self.move(&wants.definitions, from: later.definitions, to: earlier.definitions)
            Self.move(&wants.sizes, from: later.sizes, to: earlier.sizes)
            Self.move(&placements, from: later.placements, to: earlier.placements)
            Self.move(&guidePlacements, from: later.guidePlacements, to: earlier.guidePlacements)
        }

        private static func move<Element>(_ list: inout [Element], from later: Int, to earlier: Int) {
            guard later < list.count, earlier < later else { return }
            let moved = Array(list[later...])
            list.removeSubrange(later...)
            list.insert(contentsOf: moved, at: earlier)
        }

        /// Forgets every view's own wants, keeping the constraints'.
        mutating func forgetViewsWants() {
            wants.definitions.removeAll(keepingCapacity: true)
            wants.sizes.removeAll(keepingCapacity: true)
            placements.removeAll(keepingCapacity: true)
            guidePlacements.removeAll(keepingCapacity: true)
            listedCount = 0
        }
    }

    /// The lengths of the lists that take a view's own wants.
    private struct Ends {
        var definitions, sizes, placements, guidePlacements: Int
    }

    /// Brings the solver to the constraints `top`'s hierarchy wants now, reporting the ones
    /// that cannot be added; returns whether any was refused.
    @discardableResult
    func sync(top: View, rootFrame: [Constraint]? = nil) -> Bool {
        needsSync = false
        syncCount += 1
        changedConstraints = []
        changedIntrinsicSizes = []
        var gathering = Gathering(previousPass: pass, rootFrame: rootFrame)
        Self.passCount += 1
        pass = Self.passCount
        if !alignmentInsetsAtSync.isEmpty { alignmentInsetsAtSync.removeAll(keepingCapacity: true) }
        // Records made from here on are this pass's additions, none in the solver before the
        // removals below: those look only at the ones before (on a first layout, none).
        let recordsBefore = records.count
        // Every list below sized once: on a first layout, doubling them (each doubling a copy
        // into fresh memory, its pages faulted in) cost more than counting.
        let expected = lastCensus ?? census(of: top)
        gathering.wants.constraints.reserveCapacity(expected.constraints)
        gathering.placements.reserveCapacity(expected.views)
        // Records are made as additions are listed: on a first sync, about one for each
        // constraint and one for each view's frame or size (later syncs list few).
        if lastCensus == nil { records.reserveCapacity(max(records.count, solver.issuedIDCount) + expected.constraints + expected.views) }
        // The top view's size first: every width below refers to it. Made before the walk, the
        // edits take the first ids, and the solver makes its records of the constraints listed
        // next in the order of their ids, each once, instead of making room up to the edits'
        // ids first.
        if rootFrame == nil { makeTopSizeEdits(top) }
        takeParticipants(top, &gathering)
        if gathering.listedCount != gathering.takenCount {
            // A view was taken after the walk had passed it: list every view's wants again, in a
            // walk of its own.
            gathering.forgetViewsWants()
            separateListingCount += 1
            order(top, parent: nil, &gathering)
        }
        // Removals first (the ones no longer wanted, and the old selves of changed ones), so
        // that a changed constraint never meets its old self.
        for index in 0..<recordsBefore where records[index].wantedInPass != 0 && records[index].wantedInPass != pass {
            uninstall(ConstraintID(rawValue: Int32(index)))
        }
        if rootFrame == nil { suggestTopSize(top) }
        var anyRefused = false
        func install(_ group: inout [Addition]) {
            // Each addition moved out of the list, in order, by popping the reversed list: a
            // subscript or an iterator would copy it (retaining its owner and its terms) and
            // the list's end would release them all again. Reversed through the buffer, whose
            // swaps move; the array's own reversal copied each addition.
            group.withUnsafeMutableBufferPointer { $0.reverse() }
            while let addition = group.popLast() {
                if !self.install(addition, top: top) { anyRefused = true }
            }
        }
        let constraintCount = gathering.wants.constraints.count
        let additionCount = gathering.wants.definitions.count + constraintCount + gathering.wants.sizes.count
        solver.reserveCapacity(constraints: additionCount)
        install(&gathering.wants.definitions)
        install(&gathering.wants.constraints)
        install(&gathering.wants.sizes)
        lastCensus = Census(views: gathering.placements.count, constraints: constraintCount)
        placements = gathering.placements
        frameCorrections = gathering.frameCorrections
        guidePlacements = gathering.guidePlacements
        // Refusals this pass did not want again are forgotten: wanted later, they are tried anew.
        if !refusals.isEmpty { refusals = refusals.filter { $0.value.pass == pass } }
        solver.updateValues()
        if !holdSizesAboveZero(top: top) { anyRefused = true }
        return anyRefused
    }

    /// Keeps `constraint` in `owner`'s slot if it is there, or lists it to be added.
    private func want(_ constraint: consuming Constraint, _ owner: consuming Owner, _ index: Int, into group: Wants.Group,
                      _ gathering: inout Gathering) {
        let current = slot(owner, index)
        if isInstalled(current, as: constraint) || keepsInstalled(current, against: constraint, owner, index) {
            records[Int(current.id.rawValue)].wantedInPass = pass
        } else if wasRefused(constraint, owner, index, in: gathering.previousPass) {
            refusals[Self.key(owner, index)]!.pass = pass
        } else {
            gathering.wants.append(listAddition(constraint, owner, index), to: group)
        }
    }

    /// An addition of `constraint` to `owner`'s slot, under an id the solver issues now and the
    /// slot notes now: the owner was just read, where after the addition (on a screen too large
    /// for the cache) it would be a miss for every constraint. The id counts only once the
    /// engine's record says it is in the solver (``isInSolver(_:)``), and a refused addition
    /// empties the slot again.
    private func listAddition(_ constraint: consuming Constraint, _ owner: consuming Owner, _ index: Int) -> Addition {
        let id = solver.issueID()
        updateSlot(owner, index) { $0 = Slot(id: id) }
        switch owner {
        case let .constraint(layoutConstraint):
            setRecord(Record(layoutConstraint: layoutConstraint), of: id)
            return Addition(item: nil, layoutConstraint: layoutConstraint, slot: index, constraint: constraint, id: id)
        case .view, .guide:
            setRecord(Record(), of: id)
            return Addition(item: owner, layoutConstraint: nil, slot: index, constraint: constraint, id: id)
        }
    }

    /// Puts `record` at `id`'s place. Ids are dense (the solver numbers them as it issues them,
    /// its edits' included): the record is appended, after empty ones for ids the engine has
    /// no record of.
    @inline(__always) private func setRecord(_ record: consuming Record, of id: ConstraintID) {
        let index = Int(id.rawValue)
        while records.count < index { records.append(Record()) }
        if index == records.count { records.append(record) } else { records[index] = record }
    }

    /// Lists the placements of `view` and its subtree, parents first, and the frame, guide, size
    /// and intrinsic-size constraints they want: what ``takeParticipants(_:_:)`` lists as it
    /// walks, unless a view was taken after the walk had passed it.
    private func order(_ view: View, parent: Variables?, parentInsets: EdgeInsets = .zero, _ gathering: inout Gathering) {
        guard let layout = view.layoutStorage, layout.takenInPass == pass else { return }
        let insets = view.usableAlignmentRectInsets
        let own = listOwnWants(of: view, layout, insets: insets, parent: parent, parentInsets: parentInsets, &gathering)
        View.forEachUnretained(view.subviews) { order($0, parent: own, parentInsets: insets, &gathering) }
    }

    /// Lists the placement of `view`, taken in this pass, and the frame, guide, size and
    /// intrinsic-size constraints it wants; returns its variables.
    /// `insets` and `parentInsets` are the view's and its superview's alignment insets: the
    /// variables are the alignment rectangles'.
    private func listOwnWants(of view: View, _ layout: ViewLayout, insets: EdgeInsets, parent: Variables?, parentInsets: EdgeInsets,
                              _ gathering: inout Gathering) -> Variables {
        gathering.listedCount += 1
        let own = variables(of: layout)
        if insets != .zero { alignmentInsetsAtSync[ObjectIdentifier(layout)] = insets }
        if let parent {
            if layout.translatesAutoresizingMaskIntoConstraints {
                let frame = Self.alignmentRect(of: view.untransformedFrame, insets: insets, inSuperviewWith: parentInsets)
                for (slot, constraint) in zip(Self.frameSlots, frameConstraints(own, in: parent, frame: frame)) {
                    want(constraint, .view(layout), slot, into: .definitions, &gathering)
                }
            } else {
                var correction: Int32 = -1
                if insets != .zero || parentInsets != .zero {
                    correction = Int32(gathering.frameCorrections.count)
                    gathering.frameCorrections.append(FrameCorrection(own: insets, parent: parentInsets))
                }
                gathering.placements.append(Placement(view: view, layout: layout, own: own, parent: parent, correction: correction))
                // A size's floor stays while the view is placed by constraints, once added
                // (``holdSizesAboveZero()``); the intrinsic size pulls as hugging and
                // resistance say.
                for index in Self.floorSlots where isInSolver(slot(.view(layout), index).id) {
                    want(Self.floor(Self.size(own, floorSlot: index)), .view(layout), index, into: .sizes, &gathering)
                }
                for (slot, constraint) in zip(Self.intrinsicSlots, intrinsicConstraints(of: view, own)) {
                    if let constraint { want(constraint, .view(layout), slot, into: .sizes, &gathering) }
                }
            }
        } else {
            // The top view's frame is at the origin, its alignment rectangle inside it.
            let frame = gathering.rootFrame ?? [LayoutSolverConstraints.equal(own.x, insets.left), LayoutSolverConstraints.equal(own.y, insets.top)]
            for (slot, constraint) in zip(Self.frameSlots, frame) { want(constraint, .view(layout), slot, into: .definitions, &gathering) }
        }
        for guide in layout.guides {
            let guideVariables = variables(of: guide)
            gathering.guidePlacements.append(GuidePlacement(guide: guide, own: guideVariables, parent: own, parentInsets: insets))
            let constraints: [Constraint]
            switch guide.placement {
            case nil: continue
            // Inside the view's edges, which are its alignment rectangle's, as UIKit ties its
            // guides to them.
            case let .inset(inset)?: constraints = guideConstraints(guideVariables, in: own, insets: inset(view), rightToLeft: view.laysOutRightToLeft)
            case .scrollContent?: constraints = contentGuideConstraints(guideVariables, in: own, contentSize: (view as? ScrollView)?.contentSize ?? .zero)
            }
            for (slot, constraint) in constraints.enumerated() {
                want(constraint, .guide(guide), slot, into: .definitions, &gathering)
            }
        }
        return own
    }

    /// How many views and constraints a hierarchy holds, to size a sync's lists.
    struct Census {
        var views = 0
        var constraints = 0
    }

    /// Counts `top`'s views and active constraints: an upper bound of a first sync's placements
    /// and constraints.
    private func census(of top: View) -> Census {
        var census = Census(views: 1, constraints: top.layoutStorage?.constraints.count ?? 0)
        View.forEachUnretained(top.subviews) { subview in
            let below = self.census(of: subview)
            census.views += below.views
            census.constraints += below.constraints
        }
        return census
    }

    /// Marks the views that take part in this pass (those that use constraints, those
    /// constraints name, and the superviews of all of them, whose positions they are placed in);
    /// lists each of the hierarchy's active constraints to be added unless it is in the solver
    /// already (each item is read once, for both), and each view's own wants (``order(_:parent:_:)``).
    ///
    /// A view's own wants are listed as the walk reaches it if it is taken by then, which it
    /// is when it is placed by constraints or its constraints name it: its view and layout are
    /// still in the cache, where a second walk (on a screen too large for the cache) missed
    /// both for every view. A view taken later while the walk is below it (a superview placed
    /// by its frame, taken by a subview that uses constraints) has its wants listed as the walk
    /// leaves it, moved ahead of its subviews': the lists come out parents first, as that
    /// walk's. Constraints name only views below the view that holds them (their nearest common
    /// ancestor), so no view is taken after the walk has left it; if one still is (a constraint
    /// whose holder is no longer that ancestor), the counts differ and ``sync(top:rootFrame:)``
    /// lists every view's wants again in a walk of its own.
    private func takeParticipants(_ top: View, _ gathering: inout Gathering) {
        let pass = pass
        func take(_ view: View?) {
            var view = view
            while let current = view {
                let layout = current.autoLayout
                guard layout.takenInPass != pass else { return }
                layout.takenInPass = pass
                gathering.takenCount += 1
                view = current.superview
            }
        }
        // ``resolve(_:_:)``, taking the item's view on the way (each item cast once).
        func takeAndResolve(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> ResolvedItem? {
            if let view = item as? View {
                let layout = view.autoLayout
                if layout.takenInPass != pass { take(view) }
                return resolve(view, layout, attribute, baselineView: takeBaselineView(of: view, attribute))
            }
            guard let guide = item as? LayoutGuide else { return nil }
            take(guide.owningView)
            return resolve(guide)
        }
        /// For a baseline of `view` (taken), the view that stands for it, taken too.
        func takeBaselineView(of view: View, _ attribute: LayoutConstraint.Attribute) -> View? {
            guard attribute.isBaseline else { return nil }
            let baselineView = Self.baselineView(of: view, first: attribute == .firstBaseline)
            if baselineView !== view { take(baselineView) }
            return baselineView
        }
        /// An item reached through its constraint's shortcut from `holder`, the view whose
        /// constraint it is; `nil` where the weak reference must be loaded.
        func reach(_ shortcut: LayoutConstraint.ItemShortcut, _ attribute: LayoutConstraint.Attribute,
                   holder: View, _ holderLayout: ViewLayout) -> ResolvedItem? {
            switch shortcut {
            case .weakReferenceOnly:
                return nil
            case .holdingView:
                if holderLayout.takenInPass != pass { take(holder) }
                return resolve(holder, holderLayout, attribute, baselineView: takeBaselineView(of: holder, attribute))
            case let .descendant(layout):
                // Taken in this pass: the view was found alive in the hierarchy just now.
                guard layout.takenInPass == pass, !attribute.isBaseline else { return nil }
                return ResolvedItem(variables: variables(of: layout), baselineOffset: nil)
            }
        }
        /// `take(_:)` for the view being visited below `parent`, the superview the walk came
        /// from: once that is taken (and so every view above it), marking the view is all. The
        /// walk up would retain the view, load its weak reference to the superview and release
        /// both, each a slow path through a side table.
        func take(visited view: View, _ layout: ViewLayout, below parent: View?) {
            guard layout.takenInPass != pass else { return }
            if let parentLayout = parent?.layoutStorage, parentLayout.takenInPass == pass {
                layout.takenInPass = pass
                gathering.takenCount += 1
            } else {
                take(view)
            }
        }
        /// Takes `view`'s subviews that are placed by constraints before `view`'s constraints are
        /// read: the walk would take them at their own visit anyway, and taken now, the
        /// constraints naming them reach them through their shortcut (a descendant taken in this
        /// pass), not by loading the weak reference and walking up from each.
        func takeSubviewsPlacedByConstraints(of view: View, _ layout: ViewLayout, below parent: View?) {
            View.forEachUnretained(view.subviews) { subview in
                guard let subviewLayout = subview.layoutStorage, subviewLayout.takenInPass != pass,
                      !subviewLayout.translatesAutoresizingMaskIntoConstraints else { return }
                take(visited: view, layout, below: parent)
                subviewLayout.takenInPass = pass
                gathering.takenCount += 1
            }
        }
        /// Lists `view`'s own wants, in the variables of `parent` (taken, as `view` is), given
        /// as `parentVariables` where the walk has them; returns `view`'s variables. `insets` are
        /// the alignment insets, the view's and its superview's.
        func listOwnWants(of view: View, _ layout: ViewLayout, below parent: View?, _ parentVariables: Variables?,
                          insets: (own: EdgeInsets, parent: EdgeInsets)) -> Variables {
            // No `Optional.map` here, for the reason given in `visit(_:below:_:)`.
            var parentVariables = parentVariables
            if parentVariables == nil, let parent { parentVariables = variables(of: parent.autoLayout) }
            return self.listOwnWants(of: view, layout, insets: insets.own, parent: parentVariables, parentInsets: insets.parent, &gathering)
        }
        /// Visits `view` below `parent`, whose variables are `parentVariables` if its own wants
        /// were listed as the walk reached it, and whose alignment insets are `parentInsets`.
        func visit(_ view: View, below parent: View?, _ parentVariables: Variables?, parentInsets: EdgeInsets) {
            // Asked once a view, for its own wants and its subviews'.
            let insets = (own: view.usableAlignmentRectInsets, parent: parentInsets)
            // The top view takes part whatever its subviews do: taken first, its wants are listed
            // first, and each of its subviews is taken without a walk up.
            if parent == nil { take(view) }
            if let layout = view.layoutStorage {
                if !layout.translatesAutoresizingMaskIntoConstraints { take(visited: view, layout, below: parent) }
                if !layout.constraints.isEmpty { takeSubviewsPlacedByConstraints(of: view, layout, below: parent) }
                // Unretained, as the subviews below: the list holds every constraint meanwhile.
                View.forEachUnretained(layout.constraints) { constraint in
                    // No `Optional.flatMap` here: a main-actor closure handed to the standard
                    // library checks the current executor on every call, a third of this loop.
                    var first = reach(constraint.firstShortcut, constraint.engineFirstAttribute, holder: view, layout)
                    if first == nil, let firstItem = constraint.engineFirstItem { first = takeAndResolve(firstItem, constraint.engineFirstAttribute) }
                    guard let first else { return }
                    var second = reach(constraint.secondShortcut, constraint.engineSecondAttribute, holder: view, layout)
                    if second == nil, let secondItem = constraint.engineSecondItem { second = takeAndResolve(secondItem, constraint.engineSecondAttribute) }
                    let solved = constraint.distanceStarts == nil ? solverConstraint(for: constraint, first: first, second: second)
                        : distanceConstraint(for: constraint, first: first, second: second, resolving: takeAndResolve)
                    if let solved { want(solved, .constraint(constraint), 0, into: .constraints, &gathering) }
                }
            }
            var own: Variables?
            var untakenEnds: Ends?
            if let layout = view.layoutStorage, layout.takenInPass == pass {
                own = listOwnWants(of: view, layout, below: parent, parentVariables, insets: insets)
            } else {
                untakenEnds = gathering.ends
            }
            View.forEachUnretained(view.subviews) { visit($0, below: view, own, parentInsets: insets.own) }
            if let untakenEnds, let layout = view.layoutStorage, layout.takenInPass == pass {
                let subviewsEnds = gathering.ends
                _ = listOwnWants(of: view, layout, below: parent, parentVariables, insets: insets)
                gathering.move(listedSince: subviewsEnds, to: untakenEnds)
            }
        }
        visit(top, below: nil, nil, parentInsets: .zero)
    }

    /// Adds `addition` to the solver in its owner's slot; reports and remembers a refusal.
    private func install(_ addition: consuming Addition, top: View) -> Bool {
        do throws(SolverError) {
            try solver.add(addition.constraint, as: addition.id)
            solverAdditions += 1
            records[Int(addition.id.rawValue)].wantedInPass = pass
            if !refusals.isEmpty { refusals[Self.key(addition.owner, addition.slot)] = nil }
            return true
        } catch {
            let owner = addition.owner
            updateSlot(owner, addition.slot) { $0 = Slot() }
            refusals[Self.key(owner, addition.slot)] = (addition.constraint, pass)
            // The record held the app's constraint for the addition until its last use, above.
            records[Int(addition.id.rawValue)] = Record()
            report(error, adding: owner, addition.slot, top: top)
            return false
        }
    }

    /// Whether what `current` holds stays in the solver because `replacement` has a number it
    /// refuses (a constant or multiplier set to NaN or an infinity after activation): the
    /// refusal is reported, and the layout keeps its last good frames instead of losing the
    /// constraint.
    private func keepsInstalled(_ current: Slot, against replacement: Constraint, _ owner: Owner, _ index: Int) -> Bool {
        guard isInSolver(current.id) else { return false }
        do throws(SolverError) {
            try solver.validate(replacement)
            return false
        } catch {
            report(error, adding: owner, index)
            return true
        }
    }

    private func uninstall(_ id: ConstraintID) {
        guard isInSolver(id) else { return }
        try? solver.remove(id)
        solverRemovals += 1
        records[Int(id.rawValue)] = Record()
    }

    /// Puts `constraint` in `owner`'s slot (or empties it), changing the solver only if it differs.
    private func replace(_ owner: Owner, _ index: Int, with constraint: Constraint?, top: View) {
        let current = slot(owner, index)
        if let constraint, isInstalled(current, as: constraint) || keepsInstalled(current, against: constraint, owner, index) { return }
        uninstall(current.id)
        if !refusals.isEmpty { refusals[Self.key(owner, index)] = nil }
        if let constraint {
            _ = install(listAddition(constraint, owner, index), top: top)
        } else {
            updateSlot(owner, index) { $0 = Slot() }
        }
    }

    // MARK: Incremental changes

    /// Notes that `constraint`'s constant or priority changed; returns false when the change
    /// needs a full sync instead (the constraint is not in the solver's slot it would replace).
    func constraintDidChange(_ constraint: LayoutConstraint) -> Bool {
        guard !needsSync else { return true }
        let current = slot(.constraint(constraint), 0)
        guard isInSolver(current.id) || refusals[Self.key(.constraint(constraint), 0)] != nil,
              baselineViewsTakePart(in: constraint) else { return false }
        changedConstraints.append(constraint)
        return true
    }

    /// Notes that `constraint` was activated or deactivated; returns false when that needs a
    /// full sync instead (an activated constraint names a view that did not take part in the
    /// last one, so that its frame is not in the solver yet).
    func activityDidChange(of constraint: LayoutConstraint) -> Bool {
        guard !needsSync else { return true }
        if constraint.isActive {
            guard !constraint.tiesItem(where: { item, _ in !takesPart(item) }), baselineViewsTakePart(in: constraint) else { return false }
            if constraint.mayTieContentArea, !contentGuidesTakePart(in: constraint) { return false }
        }
        changedConstraints.append(constraint)
        return true
    }

    /// Whether the views that stand for `constraint`'s baselines, if it ties any, took part in
    /// the last sync: a view below the item (``View/forFirstBaselineLayout``) takes part only
    /// once a sync has found a constraint naming its baseline, and the one named may change.
    private func baselineViewsTakePart(in constraint: LayoutConstraint) -> Bool {
        !constraint.tiesItem { item, attribute in
            guard attribute.isBaseline, let view = item as? View else { return false }
            return !takesPart(Self.baselineView(of: view, first: attribute == .firstBaseline))
        }
    }

    /// Whether the content guides that `constraint`'s scroll view edges may stand for took part
    /// in the last sync. A scroll view makes its guide on first use, which may be this
    /// constraint's: the guide is then placed by no constraint until a sync lists it.
    private func contentGuidesTakePart(in constraint: LayoutConstraint) -> Bool {
        !constraint.tiesItem { item, attribute in
            guard attribute.isEdge, let scrollView = item as? ScrollView else { return false }
            return !takesPart(scrollView.contentLayoutGuide)
        }
    }

    /// Whether `item` (a view, a guide, or none) took part in the last sync.
    private func takesPart(_ item: AnyObject?) -> Bool {
        guard let item else { return true }
        guard let layout = LayoutConstraint.view(of: item)?.layoutStorage, layout.takenInPass == pass else { return false }
        if let guide = item as? LayoutGuide { return storedVariables(of: guide) != nil }
        return storedVariables(of: layout) != nil
    }

    /// Notes that `view`'s intrinsic size changed; returns false when it needs a full sync.
    func intrinsicSizeDidChange(of view: View) -> Bool {
        guard !needsSync else { return true }
        // A baseline that constraints tie and that moved within the view (a new font, another
        // count of lines): the constraints, which hold its offset, are made again.
        if let tied = view.layoutStorage?.tiedBaselineOffsets,
           tied.first != view.baselineOffsetFromCenterY || tied.last != view.lastBaselineOffsetFromCenterY {
            needsSync = true
            return true
        }
        // Alignment insets that changed since the sync that placed the view by them (a view
        // whose content decides them tells of a change this way, as in UIKit).
        if let layout = view.layoutStorage, layout.takenInPass == pass,
           view.usableAlignmentRectInsets != alignmentInsetsAtSync[ObjectIdentifier(layout)] ?? .zero {
            needsSync = true
            return true
        }
        // Only a view the last sync placed by constraints has intrinsic-size constraints; the
        // others' intrinsic size plays no part.
        guard let layout = view.layoutStorage, layout.takenInPass == pass, storedVariables(of: layout) != nil,
              !layout.translatesAutoresizingMaskIntoConstraints, view.superview != nil else {
            return view.translatesAutoresizingMaskIntoConstraints
        }
        changedIntrinsicSizes.append(view)
        return true
    }

    /// Re-solves the constraints (activated, deactivated or changed) and intrinsic sizes that
    /// changed alone, and a new size of the top view, incrementally.
    func updateChanged(top: View) {
        let constraints = changedConstraints, views = changedIntrinsicSizes
        changedConstraints = []
        changedIntrinsicSizes = []
        // What each changed constraint is now: nothing once deactivated (or moved to another
        // hierarchy). Removals first, so that a constraint activated in place of a conflicting
        // one never meets it.
        let wanted = constraints.map { constraint in
            constraint.installedView?.topView === top ? solverConstraint(for: constraint) : nil
        }
        var kept = [Bool](repeating: false, count: constraints.count)
        for (position, (constraint, solved)) in zip(constraints, wanted).enumerated() {
            let current = slot(.constraint(constraint), 0)
            // Nothing to take out: not in the solver yet, or there as it is wanted.
            if let solved, !isInSolver(current.id) || isInstalled(current, as: solved) { continue }
            if let solved, keepsInstalled(current, against: solved, .constraint(constraint), 0) {
                kept[position] = true
                continue
            }
            replace(.constraint(constraint), 0, with: nil, top: top)
        }
        for (position, (constraint, solved)) in zip(constraints, wanted).enumerated() where !kept[position] {
            if let solved { replace(.constraint(constraint), 0, with: solved, top: top) }
        }
        for view in views {
            let layout = view.autoLayout
            let own = variables(of: layout)
            let constraints = intrinsicConstraints(of: view, own)
            for (offset, slot) in Self.intrinsicSlots.enumerated() {
                replace(.view(layout), slot, with: offset < constraints.count ? constraints[offset] : nil, top: top)
            }
        }
        if needsTopResize { suggestTopSize(top) }
        solver.updateValues()
        holdSizesAboveZero(top: top)
    }

    /// The size the floor in `slot` of ``floorSlots`` holds: the width, then the height. (Not
    /// an array of both: walked for every view a pass places, it was an allocation each.)
    static func size(_ own: Variables, floorSlot slot: Int) -> Variable {
        slot == floorSlots.lowerBound ? own.width : own.height
    }

    /// `size` at least zero.
    static func floor(_ size: Variable) -> Constraint {
        Constraint(LinearExpression(size), .greaterThanOrEqual, 0)
    }

    /// Sizes are never negative: each size the solution made negative gets a floor (`≥ 0`,
    /// required), and the solver solves again. Floors are added only where a size went below
    /// zero, not to every view up front: where the solution already has every size at or above
    /// zero, floors would not change it (it is optimal without them, and it satisfies them),
    /// and on a screen of a thousand views they were a third of what the solver was asked to add.
    /// A few rounds, since a floor can push another size below zero; then every placed view
    /// gets its floors. Returns false if one was refused.
    @discardableResult
    private func holdSizesAboveZero(top: View) -> Bool {
        var allHeld = true
        let lastRound = 3
        for round in 0 ... lastRound {
            let values = solver.variableValues()
            func needsFloor(_ size: Variable) -> Bool { round == lastRound || values[Int(size.index)] < -1.0e-9 }
            var added = false
            // By index, reading only the variables until a size is negative: copying each
            // placement would retain and release its view.
            for index in placements.indices {
                let own = placements[index].own
                guard needsFloor(own.width) || needsFloor(own.height) else { continue }
                let layout = placements[index].layout
                for slot in Self.floorSlots {
                    let size = Self.size(own, floorSlot: slot)
                    guard needsFloor(size) else { continue }
                    let floor = Self.floor(size)
                    let current = self.slot(.view(layout), slot)
                    guard !isInSolver(current.id), !wasRefused(floor, .view(layout), slot, in: pass) else { continue }
                    if install(listAddition(floor, .view(layout), slot), top: top) {
                        added = true
                    } else {
                        allHeld = false
                    }
                }
            }
            guard added else { break }
            solver.updateValues()
        }
        return allHeld
    }

    /// Pulls the top view's size variables to its frame's size.
    private func suggestTopSize(_ top: View) {
        needsTopResize = false
        makeTopSizeEdits(top)
        let own = variables(for: top)
        let aligned = top.alignmentRect(forFrame: top.untransformedFrame)
        try? solver.suggestValue(own.width, aligned.width)
        try? solver.suggestValue(own.height, aligned.height)
    }

    /// Makes the top view's size edit variables, once.
    private func makeTopSizeEdits(_ top: View) {
        guard topSize == nil else { return }
        let own = variables(for: top)
        try? solver.addEditVariable(own.width, strength: Self.topSizeStrength)
        try? solver.addEditVariable(own.height, strength: Self.topSizeStrength)
        topSize = (own.width, own.height)
    }

    /// Whether only a top view's size has to be suggested again when it changes.
    var followsTopSize: Bool { topSize != nil }

    /// The top view's size its constraints gave it last, when it was not its frame's, so that
    /// the same conflict is reported once, not at every pass.
    private var reportedTopSizeConflict: CGSize?

    /// Reports required constraints that overrule the top view's size. That size is a strong
    /// preference, not a required constraint (a solver cannot edit a required value), so such
    /// constraints win without a conflict the solver sees; UIKit would break one of them.
    func reportTopSizeConflict(_ top: View) {
        guard let topSize else { return }
        let alignmentSize = CGSize(width: solver.value(of: topSize.width), height: solver.value(of: topSize.height))
        let solved = top.frame(forAlignmentRect: CGRect(origin: .zero, size: alignmentSize)).size
        guard abs(solved.width - top.bounds.width) > 0.5 || abs(solved.height - top.bounds.height) > 0.5 else {
            reportedTopSizeConflict = nil
            return
        }
        guard solved != reportedTopSizeConflict else { return }
        reportedTopSizeConflict = solved
        HostLink.reportIssue("Unable to simultaneously satisfy constraints.\n  The required constraints make the top view \(top) \(LayoutConstraint.number(solved.width)) × \(LayoutConstraint.number(solved.height)) points, but it is \(LayoutConstraint.number(top.bounds.width)) × \(LayoutConstraint.number(top.bounds.height)); its views are placed as if it were that size.",
                             remedy: "give the constraints tied to the top view's edges or size room to give: an inequality, or a priority below 1000")
    }

    // MARK: Frames

    /// Sets the frame of every view placed by constraints, and every guide's layout frame, from
    /// the solution: relative to the superview, rounded to the screen's pixels. Only a frame that
    /// changed is written (an unchanged one would still ask for layout and display).
    func applyFrames() {
        let values = solver.variableValues()
        let scale = Screen.main.scale
        func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }
        func value(_ variable: Variable) -> Double { values[Int(variable.index)] }
        LayoutEngine.isApplyingFrames = true
        defer { LayoutEngine.isApplyingFrames = false }
        // Views reached without retaining each, as in `View.forEachUnretained`: a view's count
        // lives in a side table (a slow path and, on a large screen, a cache miss per view).
        // `placements`, kept in this local for the loop, holds every one of them, whatever a
        // frame's observers do to the engine.
        let placements = self.placements, corrections = frameCorrections
        let viewOffset = MemoryLayout<Placement>.offset(of: \Placement.view)!
        placements.withUnsafeBufferPointer { buffer in
            guard let base = UnsafeRawPointer(buffer.baseAddress) else { return }
            for index in buffer.indices {
                let own = buffer[index].own, parent = buffer[index].parent
                var x = value(own.x) - value(parent.x), y = value(own.y) - value(parent.y)
                var width = value(own.width), height = value(own.height)
                let correction = buffer[index].correction
                if correction >= 0 {
                    let by = corrections[Int(correction)]
                    x += by.x
                    y += by.y
                    width += by.width
                    height += by.height
                }
                let frame = CGRect(x: rounded(x), y: rounded(y), width: rounded(width), height: rounded(height))
                let view = base.load(fromByteOffset: index * MemoryLayout<Placement>.stride + viewOffset, as: Unmanaged<View>.self)
                // The frame as if the transform were the identity: the view's center and bounds,
                // which a transform leaves to the constraints, as UIKit's engine sets them.
                view._withUnsafeGuaranteedRef { view in
                    if frame.isFinite, frame != view.untransformedFrame { view.frame = frame }
                }
            }
        }
        for placement in guidePlacements {
            let own = placement.own, parent = placement.parent
            // In the owning view's bounds, whose origin is its frame's, outside its alignment rectangle.
            let frame = CGRect(x: value(own.x) - value(parent.x) + placement.parentInsets.left,
                               y: value(own.y) - value(parent.y) + placement.parentInsets.top,
                               width: value(own.width), height: value(own.height))
            if frame != placement.guide.layoutFrame { placement.guide.layoutFrame = frame }
            // A scroll view's content is as large as its content guide came out.
            if case .scrollContent? = placement.guide.placement, let scrollView = placement.guide.owningView as? ScrollView, frame.isFinite {
                let size = CGSize(width: rounded(max(frame.width, 0)), height: rounded(max(frame.height, 0)))
                if size != scrollView.contentSize { scrollView.contentSize = size }
            }
        }
    }

    /// The solved frame of `item` in the top view's coordinates.
    func frame(of item: AnyObject) -> CGRect? {
        guard let variables = existingVariables(of: item) else { return nil }
        let solved = CGRect(x: solver.value(of: variables.x), y: solver.value(of: variables.y),
                            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        // A view's variables are its alignment rectangle's.
        return (item as? View)?.frame(forAlignmentRect: solved) ?? solved
    }

    // MARK: Ambiguity

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let variables = existingVariables(of: item) else { return false }
        return [variables.x, variables.y, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    /// Moves each ambiguous variable of `item` to another value that satisfies the same
    /// constraints, through a passing weak pull.
    func exerciseAmbiguity(of item: AnyObject) {
        guard let variables = existingVariables(of: item) else { return }
        for variable in [variables.x, variables.y, variables.width, variables.height] where solver.isAmbiguous(variable) {
            let current = solver.value(of: variable)
            let pull = LayoutSolverConstraints.equal(variable, current + 20, Self.pullStrength)
            if let id = try? solver.add(pull) {
                let moved = solver.value(of: variable)
                try? solver.remove(id)
                if let fix = try? solver.add(LayoutSolverConstraints.equal(variable, moved, Self.pullStrength)) {
                    pendingPulls.append(fix)
                }
            }
        }
        solver.updateValues()
    }

    /// Below every priority (1 is the lowest UIKit allows): a pull moves only what nothing else holds.
    private static let pullStrength = Strength(level: 0)

    /// The pulls of the last ``exerciseAmbiguity(of:)``, dropped at the next sync.
    var pendingPulls: [ConstraintID] = []

    func dropPulls() {
        guard !pendingPulls.isEmpty else { return }
        for id in pendingPulls { try? solver.remove(id) }
        pendingPulls = []
        solver.updateValues()
    }

    // MARK: Diagnostics

    /// What the solver constraint in `owner`'s slot `slot` stands for, as a conflict report
    /// names it.
    private static func describe(_ owner: Owner, _ slot: Int) -> String {
        switch owner {
        case .guide: return "an edge of a layout guide at its view's insets"
        case let .constraint(layoutConstraint): return layoutConstraint.description
        case .view:
            if floorSlots.contains(slot) {
                return "the \(slot == floorSlots.lowerBound ? "width" : "height") of a view placed by constraints, which cannot be below zero"
            }
            if intrinsicSlots.contains(slot) { return "a view's intrinsic content size (hugging or compression resistance)" }
            return "a frame of a view that translates its autoresizing mask into constraints"
        }
    }

    /// What `owner`'s slot `slot` stands for, naming the view of `top`'s hierarchy it is a
    /// slot of: a frame's as UIKit names a constraint translated from an autoresizing mask.
    private func describe(_ owner: Owner, _ slot: Int, top: View?) -> String {
        guard case let .view(layout) = owner, let view = Self.view(storing: layout, in: top) else { return Self.describe(owner, slot) }
        return Self.describe(view, slot)
    }

    /// `view`'s slot `slot`: a frame's as `NSAutoresizingMaskLayoutConstraint` with the mask
    /// (`h=--& v=--& View:0x1.width == 100`), the others as ``describe(_:_:)`` says, with the view.
    private static func describe(_ view: View, _ slot: Int) -> String {
        let name = LayoutConstraint.name(of: view)
        guard frameSlots.contains(slot) else { return "\(describe(Owner.view(view.autoLayout), slot)) (\(name))" }
        let frame = view.untransformedFrame
        let (attribute, value) = [("minX", frame.minX), ("minY", frame.minY), ("width", frame.width), ("height", frame.height)][slot - frameSlots.lowerBound]
        return "<NSAutoresizingMaskLayoutConstraint \(maskDescription(view.autoresizingMask)) \(name).\(attribute) == \(LayoutConstraint.number(value))>"
    }

    /// An autoresizing mask as UIKit's logs write it: for each axis its low margin, size and high
    /// margin, `&` flexible and `-` fixed; a fixed axis gives way at its high margin (`h=--&`).
    static func maskDescription(_ mask: AutoresizingMask) -> String {
        func axis(_ parts: [AutoresizingMask]) -> String {
            let flexible = parts.map { mask.contains($0) }
            return String((flexible.contains(true) ? flexible : [false, false, true]).map { $0 ? "&" : "-" })
        }
        return "h=\(axis([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])) v=\(axis([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]))"
    }

    /// The view of `top`'s hierarchy whose layout storage `layout` is.
    private static func view(storing layout: ViewLayout, in top: View?) -> View? {
        guard let top else { return nil }
        if top.layoutStorage === layout { return top }
        for subview in top.subviews { if let found = view(storing: layout, in: subview) { return found } }
        return nil
    }

    /// The view of `top`'s hierarchy, and its slot, whose solver constraint `id` is.
    private func viewSlot(holding id: ConstraintID, in top: View) -> (View, Int)? {
        if let layout = top.layoutStorage, storedVariables(of: layout) != nil {
            for index in 0 ..< ItemSlots.capacity where itemSlot(layout, index).id == id { return (top, index) }
        }
        for subview in top.subviews { if let found = viewSlot(holding: id, in: subview) { return found } }
        return nil
    }

    /// Told the app's constraint that is about to be reported as refused (`nil` for one the
    /// engine makes), right before the report: a tool that made the constraints from a source
    /// (`apphost validate`) says where the refused one is.
    static var willReportRefusal: ((LayoutConstraint?) -> Void)?

    /// Logs a refused constraint, `owner`'s slot `slot`, as UIKit does: the conflicting
    /// constraints, and the one broken; one of `top`'s views' own constraints (its frame's, its
    /// size's) names the view.
    private func report(_ error: SolverError, adding owner: Owner, _ slot: Int, top: View? = nil) {
        if let willReportRefusal = Self.willReportRefusal {
            if case let .constraint(layoutConstraint) = owner { willReportRefusal(layoutConstraint) } else { willReportRefusal(nil) }
        }
        let broken = describe(owner, slot, top: top)
        switch error {
        case let .unsatisfiable(conflicting):
            let involved = conflicting.map { id in
                let index = Int(id.rawValue)
                let owner = index >= 0 && index < records.count ? records[index].layoutConstraint : nil
                if let owner { return owner.description }
                if let top, let (view, slot) = viewSlot(holding: id, in: top) { return Self.describe(view, slot) }
                return "<a constraint made from an autoresizing mask or a view's frame>"
            }
            let list = (involved + [broken]).map { "    \($0)" }.joined(separator: "\n")
            HostLink.reportIssue("Unable to simultaneously satisfy constraints.\n  Probably at least one of the constraints in the following list is one you don't want.\n\(list)\n  Will attempt to recover by breaking constraint\n    \(broken)",
                                 remedy: "remove or lower the priority of one of the listed constraints; set translatesAutoresizingMaskIntoConstraints = false on views you place with constraints")
        case let .invalidNumber(what, value):
            HostLink.reportIssue("the constraint \(broken) cannot be used: \(what) is \(value)",
                                 remedy: "give the constraint finite constants and multipliers")
        default:
            HostLink.reportIssue("the constraint \(broken) cannot be used: \(error)", remedy: "check the constraint's items and numbers")
        }
    }
}

extension LayoutEngine {
    /// Set while the engine places views, whose frame changes then are its own.
    static var isApplyingFrames = false
}
