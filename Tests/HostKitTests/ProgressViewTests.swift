import Foundation
@testable import HostKit
import StoryboardFormat
import Testing

/// `ProgressView`, the view class added through its descriptor alone: storyboards set it, validate
/// checks it, snapshots and C plugins see it, with no other file naming it.
@Suite("Progress view", .serialized)
@MainActor
struct ProgressViewTests {
    private func withStoryboard<T>(_ view: String, _ body: (Storyboard) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": "# + view + "}]}"
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        return try body(try Storyboard(name: "Main", folder: folder))
    }

    private func diagnostics(_ view: String) -> [StoryboardDiagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard.json").path
        let text = "{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": \"ViewController\", \"initial\": true,\n\"view\": \(view)}]}"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return StoryboardLibrary.current.check(path, requireInitial: true)
    }

    @Test func aStoryboardSetsEveryKey() throws {
        let bar = try withStoryboard(##"{"class": "View", "subviews": [{"class": "ProgressView", "id": "bar", "progress": 0.25, "progressViewStyle": "bar", "progressTintColor": "red", "trackTintColor": "#00FF00"}]}"##) { storyboard in
            try #require(storyboard.instantiateInitialViewController()?.view.subviews.first as? ProgressView)
        }
        #expect(bar.progress == 0.25)
        #expect(bar.progressViewStyle == ProgressView.Style.bar)
        #expect(bar.progressTintColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(bar.trackTintColor == Color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(!bar.isUserInteractionEnabled)
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        let bar = ProgressView(progressViewStyle: .default)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.setProgress(0.5, animated: false)
        #expect(bar.progress == 0.5)
    }

    /// UIKit code passes and reads a `Float`, as the ported personality quiz does.
    @Test func progressIsAFloatAsInUIKit() {
        let bar = ProgressView(progressViewStyle: .bar)
        let answered = 3, total = 4
        let fraction = Float(answered) / Float(total)
        bar.setProgress(fraction, animated: true)
        let shown: Float = bar.progress
        #expect(shown == 0.75)
    }

    @Test func validateChecksItsValuesWithTheirPositions() throws {
        let outOfRange = try #require(diagnostics(#"{"class": "ProgressView", "progress": 2}"#).first)
        #expect(outOfRange.message == #""progress" is 2; it must be from 0 to 1"#)
        #expect((outOfRange.location.line, outOfRange.location.column) == (2, 47))
        let style = try #require(diagnostics(#"{"class": "ProgressView", "progressViewStyle": "thick"}"#).first)
        #expect(style.message == #""thick" is not a valid "progressViewStyle""#)
        #expect(style.remedy.contains("default, bar"))
        let misplaced = try #require(diagnostics(#"{"class": "Label", "progress": 1}"#).first)
        #expect(misplaced.message == #"a Label has no property "progress" (ProgressView has it)"#)
        #expect(diagnostics(#"{"class": "ProgressView", "actions": []}"#).first?.message == "a ProgressView sends no actions")
    }

    @Test func cPluginsReachItsKeysByName() throws {
        let bar = ProgressView()
        guard case .number(let get, let set)? = BuiltInViews.cAccess(named: "progress", of: ProgressView.self) else {
            Issue.record("no C access to progress")
            return
        }
        #expect(set(bar, 0.75))
        #expect(get(bar) == 0.75)
        guard case .string(let getStyle, let setStyle)? = BuiltInViews.cAccess(named: "progressViewStyle", of: ProgressView.self) else {
            Issue.record("no C access to progressViewStyle")
            return
        }
        setStyle(bar, "bar")
        #expect(getStyle(bar) == "bar")
        #expect(BuiltInViews.cAccess(named: "progress", of: Label.self) == nil)
    }

    @Test func aPluginSubclassTakesItsKeysAndItsSnapshotFields() {
        final class Download: ProgressView {}
        let id = BuiltInViews.nearestBuiltInClass(of: Download.self)
        #expect(BuiltInViews.table.classes[id].name == "ProgressView")
        #expect(BuiltInViews.snapshotFields(of: Download.self).map(\.jsonKey) == ["accessibilityIdentifier", "tag", "progress", "storyboardID", "alpha", "hidden"])
    }

    @Test func theSchemaDescribesIt() {
        let schema = StoryboardSchema.json(viewClasses: BuiltInViews.table)
        #expect(schema.contains(#""view.ProgressView": {"#))
        #expect(schema.contains(#""ProgressView""#))
        #expect(schema.contains(#""description": "ProgressView: the look of the bar.""#))
    }
}
