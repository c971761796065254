import Foundation
import Testing

/// The Contacts example (`Examples/Contacts`, plugin `ContactsApp`) under the real `apphost`: its
/// tour as a test, the rows a snapshot shows, and the list as the user left it after a relaunch.
@Suite("Contacts example", .serialized)
struct ContactsExampleTests {
    static let app = "Examples/Contacts"

    @Test func theTourPassesAndTheStoryboardIsValid() async throws {
        _ = try await PluginBuilds.plugin("ContactsApp")
        let valid = try await AppHostHarness.run(["validate", Self.app])
        #expect(valid.status == 0, "\(valid.standardError)")
        let tour = try await AppHostHarness.run(["test", "\(Self.app)/tour.jsonl", "--target", Self.app])
        #expect(tour.status == 0, "\(tour.standardOutput)\(tour.standardError)")
        #expect(tour.standardOutput.contains("1 passed, 0 failed"))
    }

    /// A snapshot shows the visible rows only, each with its index path, under its section
    /// title; a tap on a row by index path pushes the contact it shows.
    @Test func snapshotsShowTheVisibleRowsAndARowTapPushesItsContact() async throws {
        _ = try await PluginBuilds.plugin("ContactsApp")
        let outcome = try await AppHostHarness.run(["run", Self.app], events: [
            #"{"event":"scroll","dy":560,"identifier":"contacts"}"#,
            #"{"event":"snapshot","label":"scrolled"}"#,
            #"{"event":"tap","row":0,"section":1,"identifier":"contacts"}"#,
            #"{"event":"snapshot","label":"pushed"}"#,
            #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.hostRecords(named: "issue").isEmpty, "\(outcome.hostRecords(named: "issue"))")
        let scrolled = try #require(outcome.snapshots.components(separatedBy: "--- snapshot 2").first)
        #expect(scrolled.contains("TableView (0, 44, 390, 756) #contacts contentOffsetY=560"))
        #expect(scrolled.contains("#contact-10 section=0 row=10"))
        #expect(!scrolled.contains("#contact-0 "))
        let cells = scrolled.components(separatedBy: "\n").filter { $0.contains("ContactsApp.ContactCell") }
        #expect(cells.count == 14, "756 points of 56-point rows and a section title: \(cells.count)")
        // The section's title shows in a header-footer view's label, as in UIKit.
        #expect(scrolled.contains("TableViewHeaderFooterView (0, 1148, 390, 28)"))
        #expect(scrolled.contains("Label (16, 0, 358, 28) text=\"B\""))
        let pushed = try #require(outcome.snapshots.components(separatedBy: "--- snapshot 2").last)
        #expect(pushed.contains("text=\"Ada Baker\""))
        #expect(pushed.contains("#phone text=\"+1 555 1740\""))
        let prepare = outcome.trace.first { $0["name"] as? String == "prepare(for:sender:)" }
        #expect(prepare?["segue"] as? String == "showContact")
    }

    /// A flick of scripted touches: the list follows the finger, then decelerates on the app
    /// clock, so it is still moving until `advance` plays the frames, and at rest after them.
    @Test func aFlickDeceleratesOnTheAppClock() async throws {
        _ = try await PluginBuilds.plugin("ContactsApp")
        let outcome = try await AppHostHarness.run(["run", Self.app], events: [
            #"{"event":"touch","phase":"began","x":200,"y":700}"#,
            #"{"event":"advance","ms":20}"#,
            #"{"event":"touch","phase":"moved","x":200,"y":620}"#,
            #"{"event":"advance","ms":20}"#,
            #"{"event":"touch","phase":"moved","x":200,"y":540}"#,
            #"{"event":"touch","phase":"ended","x":200,"y":540}"#,
            #"{"event":"snapshot","label":"lifted"}"#,
            #"{"event":"advance","ms":5000}"#,
            #"{"event":"snapshot","label":"at rest"}"#,
            #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = outcome.trace.compactMap { $0["name"] as? String }
        let lifted = try #require(outcome.trace.firstIndex { $0["name"] as? String == "snapshot" })
        let rested = try #require(names.lastIndex(of: "scrollViewDidEndDecelerating(_:)"), "\(names.suffix(20))")
        #expect(names.contains("scrollViewWillBeginDragging(_:)"))
        #expect(names.contains("scrollViewDidEndDragging(_:willDecelerate:)"))
        #expect(rested > lifted, "the deceleration ends only once advance plays its frames")
        // The touch began on a cell: the drag cancelled it, so no row was selected.
        #expect(!names.contains("tableView(_:didSelectRowAt:)"))
        let atRest = try #require(outcome.snapshots.components(separatedBy: "--- snapshot 2").last)
        let offset = try #require(atRest.firstMatch(of: /#contacts contentOffsetY=([0-9.]+)/).flatMap { Double($0.1) })
        // 150 points under the finger, then about 4,000 points a second gliding some 2,000 more.
        #expect(offset > 1_000 && offset < 4_000, "\(offset)")
    }

    /// A hot reload keeps the list as it was: the scroll position and a deletion made in edit mode.
    @Test func aHotReloadKeepsTheScrollPositionAndTheDeletions() async throws {
        _ = try await PluginBuilds.plugin("ContactsApp")
        let outcome = try await AppHostHarness.run(["run", Self.app, "--watch"], events: [
            #"{"event":"scroll","dy":1000,"identifier":"contacts"}"#,
            #"{"event":"tap","identifier":"edit"}"#,
            #"{"event":"tap","x":19,"y":144}"#,
            #"{"event":"reload"}"#,
            #"{"event":"snapshot","label":"reloaded"}"#,
            #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.hostRecords(named: "reloaded").count == 1)
        #expect(outcome.snapshots.contains("#contacts contentOffsetY=1000"))
        // The row under the tap, 1,056 points down the content: row 18 of section A.
        #expect(!outcome.snapshots.contains("#contact-18 "))
        #expect(outcome.snapshots.contains("#contact-19 section=0 row=18"))
    }

    /// Deleted in edit mode, scrolled, sent home and ended: the next launch shows the list as it was.
    @Test func theListIsRestoredAfterARelaunch() async throws {
        _ = try await PluginBuilds.plugin("ContactsApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateFile = folder.appendingPathComponent("state.json").path
        let first = try await AppHostHarness.run(["run", Self.app, "--state-file", stateFile], events: [
            #"{"event":"tap","identifier":"edit"}"#,
            #"{"event":"tap","x":19,"y":144}"#,
            #"{"event":"tap","identifier":"edit"}"#,
            #"{"event":"scroll","dy":1000,"identifier":"contacts"}"#,
            #"{"event":"home"}"#,
            #"{"event":"terminate"}"#,
        ])
        #expect(first.status == 0, "\(first.standardError)")
        let second = try await AppHostHarness.run(["run", Self.app, "--state-file", stateFile], events: [
            #"{"event":"snapshot","label":"relaunched"}"#,
            #"{"event":"scroll","dy":-100000,"identifier":"contacts"}"#,
            #"{"event":"snapshot","label":"top"}"#,
            #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.snapshots.contains("#contacts contentOffsetY=1000"))
        let top = try #require(second.snapshots.components(separatedBy: "--- snapshot 2").last)
        #expect(!top.contains("#contact-0 "))
        #expect(top.contains("#contact-1 section=0 row=0"))
    }
}
