import Foundation

/// A row swiped sideways, showing its actions behind it.
struct RowSwipe {
    let indexPath: IndexPath
    /// Whether the row moved right over its leading actions (else left over its trailing ones).
    let isLeading: Bool
    let configuration: SwipeActionsConfiguration
    /// The buttons behind the row, one per action, the first at the trailing edge.
    let actionsView: View
    let buttons: [Button]
    /// The widths the buttons take when the actions are open.
    let openWidths: [Double]
    /// How far the row has moved sideways, in points.
    var offset: Double
    /// The offset and the finger's x (window coordinates) when the current swipe began.
    var startOffset: Double
    var startX: Double

    var openWidth: Double { openWidths.reduce(0, +) }
}

/// Swipe actions, as UIKit's table views show them: a finger that moves a row sideways (more
/// than the drag threshold, more across than along) slides it left over the actions the
/// delegate's `trailingSwipeActionsConfigurationForRowAt` gives, or right over the
/// `leadingSwipeActionsConfigurationForRowAt` ones. Lifted past half their width,
/// the actions stay open; past 60 % of the row, a full swipe performs the first action (when the
/// configuration allows); else the row slides back. A tap on an action's button performs it; a
/// finger coming down anywhere else on the table, a reload or another row's swipe closes them.
extension TableView {
    /// The width a button takes: its title's, with 15 points either side, at least 74.
    private static func buttonWidth(for title: String?) -> Double {
        max(74, ((title ?? "").size(withFont: .systemFont(ofSize: 15)).width + 30).rounded(.up))
    }

    func beginsRowSwipe(from start: CGPoint, to location: CGPoint) -> Bool {
        let dx = location.x - start.x, dy = location.y - start.y
        guard !isEditing, abs(dx) > Self.dragThreshold, abs(dx) > abs(dy) else { return false }
        let point = convert(start, from: nil)
        guard let indexPath = indexPathForRow(at: point) else { return false }
        if var swipe = rowSwipe, swipe.indexPath == indexPath {
            swipe.startOffset = swipe.offset
            swipe.startX = start.x
            rowSwipe = swipe
        } else {
            closeSwipeActions()
            guard let configuration = actions(at: indexPath, leading: dx > 0), !configuration.actions.isEmpty else { return false }
            openSwipe(on: indexPath, leading: dx > 0, configuration, from: start.x)
        }
        rowSwipeMoved(to: location)
        return true
    }

    func rowSwipeMoved(to location: CGPoint) {
        guard var swipe = rowSwipe else { return }
        let moved = swipe.isLeading ? location.x - swipe.startX : swipe.startX - location.x
        swipe.offset = min(max(swipe.startOffset + moved, 0), rowWidth)
        rowSwipe = swipe
        placeSwipedRow()
    }

    func rowSwipeEnded(at location: CGPoint?) {
        guard var swipe = rowSwipe else { return }
        let full = swipe.configuration.performsFirstActionWithFullSwipe && location != nil && swipe.offset > 0.6 * rowWidth
        if full, let action = swipe.configuration.actions.first {
            perform(action, from: swipe.buttons[0])
        } else if location != nil, swipe.offset > swipe.openWidth / 2 {
            swipe.offset = swipe.openWidth
            rowSwipe = swipe
            placeSwipedRow()
        } else {
            closeSwipeActions()
        }
    }

    func closesSwipeActions(forFingerAt location: CGPoint) -> Bool {
        guard let swipe = rowSwipe else { return false }
        let point = swipe.actionsView.convert(location, from: nil)
        // A finger on an action's button is the button's; anywhere else it only closes them.
        if swipe.buttons.contains(where: { $0.frame.contains(point) }), !swipe.actionsView.isHidden { return false }
        closeSwipeActions()
        return true
    }

    /// The row's leading or trailing actions, from the delegate.
    private func actions(at indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        guard let tableDelegate else { return nil }
        let name = leading ? "tableView(_:leadingSwipeActionsConfigurationForRowAt:)" : "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
        return HostLink.invoke(name, on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) {
            leading ? tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                : tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    private func openSwipe(on indexPath: IndexPath, leading: Bool, _ configuration: SwipeActionsConfiguration, from x: Double) {
        let actionsView = View(frame: rowFrame(indexPath))
        actionsView.clipsToBounds = true
        var buttons: [Button] = []
        for action in configuration.actions {
            let button = Button()
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleFont = .systemFont(ofSize: 15)
            button.backgroundColor = action.backgroundColor
            button.addHandler(for: .touchUpInside) { [weak self] sender in self?.perform(action, from: sender) }
            actionsView.addSubview(button)
            buttons.append(button)
        }
        // Under the cells, so that the row slides over them.
        insertSubview(actionsView, at: 0)
        rowSwipe = RowSwipe(indexPath: indexPath, isLeading: leading, configuration: configuration, actionsView: actionsView, buttons: buttons,
                            openWidths: configuration.actions.map { Self.buttonWidth(for: $0.title) }, offset: 0, startOffset: 0, startX: x)
        if let tableDelegate {
            HostLink.invoke("tableView(_:willBeginEditingRowAt:)", on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) {
                tableDelegate.tableView(self, willBeginEditingRowAt: indexPath)
            }
        }
    }

    /// Puts the swiped row `offset` points aside of its place and the buttons in the space it
    /// leaves, the first at the edge, each its share of it; past the open width the first one
    /// takes the rest.
    func placeSwipedRow() {
        guard let swipe = rowSwipe, geometry.contains(swipe.indexPath) else { return }
        let row = rowFrame(swipe.indexPath)
        if let cell = visibleCells_[swipe.indexPath] { cell.frame = row.offsetBy(dx: swipe.isLeading ? swipe.offset : -swipe.offset, dy: 0) }
        swipe.actionsView.frame = row
        let share = swipe.openWidth > 0 ? min(swipe.offset / swipe.openWidth, 1) : 0
        var edge = swipe.isLeading ? 0 : row.width
        for (index, button) in swipe.buttons.enumerated() {
            var width = swipe.openWidths[index] * share
            if index == 0, swipe.offset > swipe.openWidth { width += swipe.offset - swipe.openWidth }
            button.frame = CGRect(x: swipe.isLeading ? edge : edge - width, y: 0, width: width, height: row.height)
            edge += swipe.isLeading ? width : -width
        }
    }

    /// Runs `action`'s handler; its completion (or a full swipe's) closes the actions.
    private func perform(_ action: ContextualAction, from button: View) {
        HostLink.invoke("contextualAction(_:)", on: action, details: ["title": action.title ?? ""]) {
            action.handler(action, button) { [weak self] _ in self?.closeSwipeActions() }
        }
    }

    /// Slides the swiped row back and takes its actions away.
    func closeSwipeActions() {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        swipe.actionsView.removeFromSuperview()
        let rowExists = geometry.contains(swipe.indexPath)
        if rowExists, let cell = visibleCells_[swipe.indexPath] { cell.frame = rowFrame(swipe.indexPath) }
        guard let tableDelegate else { return }
        HostLink.invoke("tableView(_:didEndEditingRowAt:)", on: tableDelegate, details: ["indexPath": swipe.indexPath.tableDescription]) {
            tableDelegate.tableView(self, didEndEditingRowAt: rowExists ? swipe.indexPath : nil)
        }
    }
}
