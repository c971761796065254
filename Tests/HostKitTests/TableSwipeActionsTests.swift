import Foundation
import Testing
@testable import HostKit

/// Swipe actions, as UITableView's `trailingSwipeActionsConfigurationForRowAt`: a row swiped left
/// slides over its actions; lifted past half their width they stay open, a full swipe performs
/// the first; a tap on one performs it, a tap elsewhere closes them.
@MainActor
@Suite("Table swipe actions", .serialized)
struct TableSwipeActionsTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        var performed: [String] = []
        var selected: [IndexPath] = []
        var swipes = true
        var completes = true
        var count = 20
        var deletes = false
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        var editing: [String] = []
        func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { editing.append("begin \(indexPath.row)") }
        func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { editing.append("end \(indexPath.map { String($0.row) } ?? "nil")") }
        func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let read = ContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                performed.append("Read row \(indexPath.row)")
                done(true)
            }
            read.backgroundColor = .systemBlue
            return SwipeActionsConfiguration(actions: [read])
        }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            guard swipes else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self, unowned tableView] action, view, done in
                performed.append("\(action.title!) row \(indexPath.row) from \(type(of: view))")
                if deletes {
                    count -= 1
                    tableView.deleteRows(at: [indexPath], with: .automatic)
                }
                done(completes)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                performed.append("Flag row \(indexPath.row)")
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    /// A 320×440 table of 44-point rows in the key window.
    private func withTable(_ body: (Application, TableView, Rows) throws -> Void) throws {
        let rows = Rows()
        try EventTestSupport.withAppOnStoppedDisplayLink { application, screen in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.delegate = rows
            screen.view.addSubview(table)
            table.layoutIfNeeded()
            try body(application, table, rows)
        }
    }

    /// A finger from `from` to `to` (window coordinates) in steps, lifted there.
    private func swipe(_ application: Application, from: CGPoint, to: CGPoint, id: Int = 0, at time: Double = 1) throws {
        try application.deliverTouch(id: id, phase: .began, at: from, timestamp: time)
        for step in 1...4 {
            let t = Double(step) / 4
            try application.deliverTouch(id: id, phase: .moved, at: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t),
                                         timestamp: time + 0.01 * Double(step))
        }
        try application.deliverTouch(id: id, phase: .ended, at: to, timestamp: time + 0.1)
    }

    @Test func aRowSwipedPastHalfItsActionsStaysOpenAndATapPerformsOne() throws {
        try withTable { application, table, rows in
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            try swipe(application, from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66))
            let swiped = try #require(table.rowSwipe)
            let open = swiped.openWidth
            #expect(open >= 148)
            #expect(cell.frame.minX + open == 0, "open: the row sits left of its actions")
            let delete = swiped.buttons[0], flag = swiped.buttons[1]
            #expect(delete.frame.maxX == 320 && flag.frame.maxX == delete.frame.minX, "the first action at the edge")
            #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
            #expect(rows.performed.isEmpty && rows.selected.isEmpty)
            // A tap on Delete performs it; its completion closes the actions.
            try application.tap(at: CGPoint(x: 320 - delete.frame.width / 2, y: 66), timestamp: 2)
            #expect(rows.performed == ["Delete row 1 from Button"])
            #expect(table.rowSwipe == nil && cell.frame.minX == 0)
            #expect(rows.selected.isEmpty)
        }
    }

    @Test func aRowSwipedRightShowsItsLeadingActionsAndTheDelegateHearsOfBoth() throws {
        try withTable { application, table, rows in
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            try swipe(application, from: CGPoint(x: 20, y: 110), to: CGPoint(x: 120, y: 110))
            let swiped = try #require(table.rowSwipe)
            #expect(swiped.isLeading)
            #expect(cell.frame.minX - swiped.openWidth == 0, "moved right over its actions")
            #expect(swiped.buttons[0].frame.minX == 0 && swiped.buttons[0].backgroundColor == .systemBlue)
            #expect(rows.editing == ["begin 2"])
            try application.tap(at: CGPoint(x: 30, y: 110), timestamp: 2)
            #expect(rows.performed == ["Read row 2"])
            #expect(rows.editing == ["begin 2", "end 2"])
            #expect(cell.frame.minX == 0)
        }
    }

    @Test func aShortSwipeSlidesBackAndAFullSwipePerformsTheFirstAction() throws {
        try withTable { application, table, rows in
            try swipe(application, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 270, y: 22))
            #expect(table.rowSwipe == nil)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
            try swipe(application, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 40, y: 22), at: 2)
            #expect(rows.performed == ["Delete row 0 from Button"])
            #expect(table.rowSwipe == nil)
        }
    }

    @Test func aDestructiveActionThatDeletesItsRowLeavesEveryRowInPlace() throws {
        try withTable { application, table, rows in
            rows.deletes = true
            try swipe(application, from: CGPoint(x: 300, y: 66), to: CGPoint(x: 40, y: 66))
            #expect(rows.performed == ["Delete row 1 from Button"])
            table.layoutIfNeeded()
            #expect(table.numberOfRows(inSection: 0) == 19)
            #expect(table.rowSwipe == nil)
            for row in 0..<5 {
                #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame == table.rectForRow(at: IndexPath(row: row, section: 0)))
            }
        }
    }

    @Test func aTapElsewhereClosesTheActionsAndSelectsNothing() throws {
        try withTable { application, table, rows in
            try swipe(application, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
            #expect(table.rowSwipe != nil)
            try application.tap(at: CGPoint(x: 100, y: 200), timestamp: 2)
            #expect(table.rowSwipe == nil && rows.selected.isEmpty)
            // The next tap selects as usual.
            try application.tap(at: CGPoint(x: 100, y: 200), timestamp: 3)
            #expect(rows.selected == [IndexPath(row: 4, section: 0)])
        }
    }

    @Test func withoutActionsASidewaysDragDoesNotSwipeAndAnUpwardOneStillScrolls() throws {
        try withTable { application, table, rows in
            rows.swipes = false
            try swipe(application, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22))
            #expect(table.rowSwipe == nil)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
            rows.swipes = true
            try swipe(application, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 150), at: 2)
            #expect(table.rowSwipe == nil && table.contentOffset.y > 0)
        }
    }
}
