import Foundation
@testable import HostKit
import Testing

/// AlertController and AlertAction: presented over the screen, actions by button, handlers
/// after the dismissal, text fields, the preferred action, and the look.
@MainActor
@Suite("Alerts", .serialized)
struct AlertControllerTests {
    final class Screen: ViewController {
        var log: [String] = []
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    }

    /// The frontmost button titled `title`, as `{"event":"tap","title":…}` finds it.
    private func button(_ title: String, in window: Window) throws -> Button {
        try #require(window.frontmostAccessibleView { ($0 as? Button)?.currentTitle == title } as? Button)
    }

    private func tap(_ title: String, in window: Window, _ application: Application) throws {
        window.layoutIfNeeded()  // the layout pass the host runs at the end of each turn
        let target = try button(title, in: window)
        try application.tap(at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil), timestamp: 1)
    }

    @Test func anAlertCoversThePresenterAndATapDismissesItThenRunsTheHandler() throws {
        let screen = Screen()
        try EventTestSupport.withApp(root: screen) { application, window, recorder in
            screen.log.removeAll()
            let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            var handled: [String] = []
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { action in
                handled.append("\(action.title!) presented=\(alert.presentingViewController != nil)")
            })
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title!) })
            screen.present(alert, animated: true)
            #expect(screen.presentedViewController === alert)
            #expect(screen.view.window === window, "the presenter stays on screen under the alert")
            #expect(screen.log.isEmpty, "and gets no appearance callbacks")
            #expect(alert.modalPresentationStyle == .overFullScreen)
            let underneath = Button(title: "Cancel")
            underneath.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            screen.view.addSubview(underneath)
            try tap("Cancel", in: window, application)
            #expect(handled == ["Cancel presented=false"], "the alert is gone when the handler runs")
            #expect(screen.presentedViewController == nil)
            #expect(screen.log.isEmpty)
            #expect(recorder.calls.contains { $0.name == "alertAction" && $0.details["title"] == "Cancel" })
        }
    }

    @Test func buttonsAreOrderedStyledAndGuarded() throws {
        let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        try EventTestSupport.withApp { _, _, recorder in
            alert.addAction(AlertAction(title: "Also cancel", style: .cancel))
            #expect(alert.actions.map(\.title) == ["OK", "Cancel"], "a second cancel action is refused")
            alert.preferredAction = AlertAction(title: "Stranger", style: .default)
            #expect(alert.preferredAction == nil)
            #expect(recorder.issues.count == 2)
        }
        alert.preferredAction = ok
        #expect(alert.actionsInLayoutOrder.map(\.title) == ["Cancel", "OK"], "of two, cancel is on the left")
        alert.addAction(AlertAction(title: "More", style: .default))
        #expect(alert.actionsInLayoutOrder.map(\.title) == ["OK", "More", "Cancel"], "of more, cancel is last")
        ok.isEnabled = false
        _ = alert.view
        #expect(ok.button?.isEnabled == false)
        #expect(ok.button?.titleFont.weight == .semibold, "the preferred action is bold")
    }

    @Test func textFieldsBelongToAlertsOnly() throws {
        let alert = AlertController(title: "Name", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "First" }
        alert.addTextField()
        #expect(alert.textFields?.map(\.placeholder) == ["First", nil])
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        try EventTestSupport.withApp { _, _, recorder in
            sheet.addTextField()
            #expect(sheet.textFields == nil)
            #expect(recorder.issues.first?.contains("action sheet") == true)
        }
    }

    @Test func alertAndActionSheetAreDrawn() throws {
        let alert = AlertController(title: "Delete the photo?", message: "It is removed from all your devices.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        try ReferenceImages.expect(alert.view, matches: "alert")
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        try ReferenceImages.expect(sheet.view, matches: "action-sheet")
    }
}
