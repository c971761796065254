import Foundation
import Testing
@testable import HostKit

/// `keyboardDismissMode`, as UIScrollView's: `onDrag` ends editing when a drag begins; `none`
/// and `interactive` (no keyboard to drag into in AppHost) leave it.
@MainActor
@Suite("Keyboard dismiss mode", .serialized)
struct KeyboardDismissModeTests {
    private func dragWhileEditing(mode: ScrollView.KeyboardDismissMode) throws -> Bool {
        var stillEditing = true
        try EventTestSupport.withAppOnStoppedDisplayLink { application, screen in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            scrollView.keyboardDismissMode = mode
            let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
            scrollView.addSubview(field)
            screen.view.addSubview(scrollView)
            #expect(field.becomeFirstResponder())
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 160, y: 300), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 160, y: 200), timestamp: 1.1)
            #expect(scrollView.isDragging)
            stillEditing = field.isEditing
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 160, y: 200), timestamp: 1.5)
        }
        return stillEditing
    }

    @Test func onDragEndsEditingAsADragBegins() throws {
        #expect(try !dragWhileEditing(mode: .onDrag))
        #expect(try !dragWhileEditing(mode: .onDragWithAccessory))
    }

    @Test func noneAndInteractiveLeaveEditing() throws {
        #expect(try dragWhileEditing(mode: .none))
        #expect(try dragWhileEditing(mode: .interactive))
    }
}
