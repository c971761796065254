import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// Self-sizing table rows, as `UITableView.automaticDimension` sizes them: each row as tall as the
/// constraints of its cell's content view make it at the table's width.
@MainActor
@Suite struct SelfSizingRowsTests {
    /// A cell whose multi-line label is tied 12 points inside its content view.
    final class NoteCell: TableViewCell {
        let note = Label()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            LayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
    }

    final class Notes: TableViewDataSource, TableViewDelegate {
        let texts: [String]
        var heights: ((IndexPath) -> Double)?
        var cellsAsked = 0

        init(_ texts: [String]) { self.texts = texts }

        func numberOfSections(in tableView: TableView) -> Int { 1 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            cellsAsked += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            (cell as? NoteCell)?.note.text = texts[indexPath.row]
            cell.textLabel?.text = texts[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            guard let heights else {
                tableView.delegateLeavesRowHeights = true
                return tableView.rowHeight
            }
            return heights(indexPath)
        }
    }

    static let texts = [
        "One line.",
        "A longer note that needs a few lines to say what it has to say at the width of a phone's table.",
        "Two\nlines.",
    ]

    func table(_ source: Notes, cell: TableViewCell.Type = NoteCell.self) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(cell, forCellReuseIdentifier: "note")
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// What a note cell's content needs at a content width of `width`.
    static func expectedHeight(_ text: String, width: Double = 320) -> Double {
        let label = Label()
        label.numberOfLines = 0
        label.text = text
        let scale = Screen.main.scale
        return ((label.sizeThatFits(CGSize(width: width - 24, height: 0)).height + 24) * scale).rounded(.up) / scale
    }

    @Test func automaticRowsAreAsTallAsTheirCellsContent() throws {
        let source = Notes(Self.texts)
        let table = table(source)
        table.rowHeight = TableView.automaticDimension
        table.layoutIfNeeded()
        let heights = (0 ..< 3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        for (height, text) in zip(heights, Self.texts) {
            #expect(abs(height - Self.expectedHeight(text)) < 1e-9, "\(text)")
        }
        #expect(heights[1] > heights[0] && heights[2] > heights[0])
        #expect(abs(table.contentSize.height - heights.reduce(0, +)) < 1e-9)
        // The cells on screen have their rows' heights, and come from the cells measured.
        let shown = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(shown.frame.height - heights[1]) < 1e-9)
        #expect(table.cellsCreated <= 3)
    }

    @Test func theDelegateCanAskForAutomaticHeightsRowByRow() {
        let source = Notes(Self.texts)
        source.heights = { $0.row == 1 ? TableView.automaticDimension : 30 }
        let table = table(source)
        table.layoutIfNeeded()
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - 30) < 1e-9)
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).height - Self.expectedHeight(Self.texts[1])) < 1e-9)
        #expect(abs(table.rectForRow(at: IndexPath(row: 2, section: 0)).height - 30) < 1e-9)
        // Measured once per load: only the automatic row's cell was asked for twice (measured, shown).
        #expect(source.cellsAsked == 4)
    }

    @Test func aCellWithoutConstraintsIsTheEstimatedHeight() {
        let source = Notes(Self.texts)
        let table = table(source, cell: TableViewCell.self)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 52
        table.layoutIfNeeded()
        #expect((0 ..< 3).allSatisfy { abs(table.rectForRow(at: IndexPath(row: $0, section: 0)).height - 52) < 1e-9 })
    }

    @Test func aNarrowerTableWrapsOntoMoreLines() {
        let source = Notes(Self.texts)
        let table = table(source)
        table.rowHeight = TableView.automaticDimension
        table.layoutIfNeeded()
        let wide = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        // A new width measures the rows again, without a reload.
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        table.layoutIfNeeded()
        let narrow = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(abs(narrow - Self.expectedHeight(Self.texts[1], width: 200)) < 1e-9)
        #expect(narrow > wide)
    }
}
