import Foundation
import HostKit
import StoryboardImport
import Testing

/// An imported scene is laid out by the constraints Interface Builder gave it, at any window
/// size: the JSON the importer writes is the layout, not only its frames.
@Suite(.serialized) @MainActor
struct ImportedLayoutTests {
    /// The initial controller of the imported fixture `name`, as an app loads it, each of the
    /// app's classes the fixture names made the built-in class `standIns` gives for it: no
    /// plugin provides them here, and whether an unknown class is refused or drawn as its
    /// built-in one depends on `StoryboardLibrary.current`, which other suites set for a while.
    private func initialController(ofFixture name: String, standIns: [String: String]) throws -> ViewController {
        var json = try FixtureImportTests.importFixture(name).json
        for (appClass, builtIn) in standIns { json = json.replacingOccurrences(of: "\"\(appClass)\"", with: "\"\(builtIn)\"") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try json.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        return try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
    }

    @Test func anImportedSceneIsLaidOutByItsConstraintsAtEveryWindowSize() throws {
        let controller = try initialController(ofFixture: "AutoLayout", standIns: ["Layout.CenteredViewController": "ViewController",
                                                                                  "Layout.FramesViewController": "ViewController"])
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root: View = controller.view
        root.frame = window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.layoutIfNeeded()
        let label = root.subviews[0], bar = root.subviews[1], image = root.subviews[2]
        // Pinned to the safe area's bottom and both edges, 50 high.
        #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        // Below the top layout guide by 20, between the margins (a root view's: 16 points on
        // each side, as on an iPhone), twice as wide as high.
        #expect(image.frame == CGRect(x: 16, y: 20, width: 358, height: 179))
        #expect(abs(label.center.x - 195) <= 0.5 && abs(label.center.y - 422) <= 0.5)
        #expect(!label.translatesAutoresizingMaskIntoConstraints && root.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(251))
        #expect(image.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 340, width: 844, height: 50))
        #expect(image.frame == CGRect(x: 16, y: 20, width: 812, height: 406))
        #expect(abs(label.center.x - 422) <= 0.5 && abs(label.center.y - 195) <= 0.5)
        withExtendedLifetime(window) {}
    }

    /// A static table imported from Interface Builder shows its sections and cells through a
    /// TableViewController, each cell's content laid out by its constraints.
    @Test func anImportedStaticTableShowsItsCellsLaidOutByTheirConstraints() throws {
        let standIns = ["Contacts.ContactListViewController": "TableViewController", "Contacts.ContactCell": "TableViewCell"]
        let controller = try #require(try initialController(ofFixture: "Tables", standIns: standIns) as? TableViewController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.showRootViewController()
        window.layoutIfNeeded()
        let table: TableView = controller.tableView
        #expect(table.style == .grouped && table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 2)
        let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(name.style == .value1 && name.textLabel?.text == "Name" && name.detailTextLabel?.text == "Ada")
        #expect(name.accessoryType == .disclosureIndicator && name.selectionStyle == .none)
        let emailCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let field = try #require(emailCell.contentView.subviews.lazy.compactMap { $0 as? TextField }.first)
        let content = emailCell.contentView
        // Between the content view's margins, centred in it.
        let margins = content.layoutMargins
        #expect(Double(field.frame.minX) == margins.left)
        #expect(Double(field.frame.maxX) == Double(content.bounds.width) - margins.right)
        #expect(abs(field.frame.midY - content.bounds.midY) <= 0.5)
        withExtendedLifetime(window) {}
    }
}
