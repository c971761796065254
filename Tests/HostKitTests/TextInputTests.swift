import Foundation
import HostKit
import Testing

/// Typing into the first responder through KeyInput.
@MainActor
@Suite("Text input")
struct TextInputTests {
    private func withField(_ body: (Application, TextField, () -> [String], EventTestSupport.Recorder) throws -> Void) throws {
        let host = EventTestSupport.Host()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        host.rootView.addSubview(field)
        var events: [String] = []
        for (name, event) in [("changed", Control.Event.editingChanged), ("begin", .editingDidBegin),
                              ("end", .editingDidEnd), ("exit", .editingDidEndOnExit)] {
            field.addHandler(for: event) { control in events.append("\(name) \((control as! TextField).text ?? "nil")") }
        }
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try body(application, field, { events }, recorder)
        }
    }

    @Test func typedTextIsAppendedAndReported() throws {
        try withField { application, field, events, recorder in
            try application.tap(at: CGPoint(x: 10, y: 10), timestamp: 1)
            #expect(!field.hasText)
            try application.insertText("Hi")
            try application.insertText(" there")
            try application.deleteBackward()
            #expect(field.text == "Hi ther")
            #expect(field.hasText)
            #expect(events() == ["begin nil", "changed Hi", "changed Hi there", "changed Hi ther"])
            #expect(recorder.calls.filter { $0.name == "insertText(_:)" }.map { $0.details["text"] } == ["Hi", " there"])
            #expect(recorder.calls.contains { $0.name == "deleteBackward()" && $0.receiver == ObjectIdentifier(field) })
        }
    }

    @Test func returnEndsEditingAndTextAfterItHasNowhereToGo() throws {
        try withField { application, field, events, _ in
            field.becomeFirstResponder()
            let error = #expect(throws: EventDeliveryError.self) { try application.insertText("ok\nmore") }
            #expect(field.text == "ok", "the text before the return was typed")
            #expect(!field.isFirstResponder)
            #expect(events() == ["begin nil", "changed ok", "exit ok", "end ok"])
            #expect(error?.message == "nothing is first responder to receive the text \"more\"")
            #expect(error?.remedy.isEmpty == false)
        }
    }

    @Test func deletingFromAnEmptyFieldChangesNothing() throws {
        try withField { application, field, events, _ in
            field.becomeFirstResponder()
            try application.deleteBackward()
            try application.insertText("é")
            try application.deleteBackward()
            try application.deleteBackward()
            #expect(field.text == "")
            #expect(events() == ["begin nil", "changed é", "changed "], "one character at a time, and nothing when empty")
        }
    }

    final class NotText: Responder {
        override var canBecomeFirstResponder: Bool { true }
    }

    final class Terminal: Responder, KeyInput {
        var typed = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !typed.isEmpty }
        func insertText(_ text: String) { typed += text == "\n" ? "⏎" : text }
        func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
    }

    @Test func textNeedsAFirstResponderThatTakesIt() throws {
        try EventTestSupport.withApp { application, _, recorder in
            let none = #expect(throws: EventDeliveryError.self) { try application.insertText("x") }
            #expect(none?.message.contains("nothing is first responder") == true)
            #expect(throws: EventDeliveryError.self) { try application.deleteBackward() }

            let other = NotText()
            #expect(other.becomeFirstResponder())
            let refused = #expect(throws: EventDeliveryError.self) { try application.insertText("x") }
            #expect(refused?.message == "the first responder, \(String(reflecting: NotText.self)), does not take text, so it cannot receive the text \"x\"")
            #expect(refused?.remedy.contains("adopt KeyInput in \(String(reflecting: NotText.self))") == true)
            #expect(recorder.calls.isEmpty)

            let terminal = Terminal()
            #expect(terminal.becomeFirstResponder())
            try application.insertText("ls\r\n-l\n")
            try application.deleteBackward()
            #expect(terminal.typed == "ls⏎-l", "any newline is the return key, sent on its own")
        }
    }
}
