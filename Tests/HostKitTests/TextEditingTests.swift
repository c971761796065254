import Foundation
import HostKit
import Testing

/// TextFieldDelegate, endEditing(_:) and TextView.
@MainActor
@Suite("Text editing")
struct TextEditingTests {
    final class Delegate: TextFieldDelegate, TextViewDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowReturn = true
        var refuse: Set<String> = []

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd \(textField.text ?? "")") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) \"\(string)\"")
            return !refuse.contains(string)
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("return"); return allowReturn }

        func textViewDidBeginEditing(_ textView: TextView) { log.append("view didBegin") }
        func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("view change \(range.location),\(range.length)")
            return !refuse.contains(text)
        }
        func textViewDidChange(_ textView: TextView) { log.append("view changed \(textView.text ?? "")") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool { allowEnd }
        func textViewDidEndEditing(_ textView: TextView) { log.append("view didEnd") }
    }

    private func withField(_ body: (Application, TextField, Delegate, EventTestSupport.Host, EventTestSupport.Recorder) throws -> Void) throws {
        let host = EventTestSupport.Host()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        host.rootView.addSubview(field)
        let delegate = Delegate()
        field.delegate = delegate
        field.addHandler(for: .allEditingEvents) { _ in }
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try body(application, field, delegate, host, recorder)
        }
    }

    @Test func theDelegateIsAskedAndToldInUIKitsOrder() throws {
        try withField { application, field, delegate, _, recorder in
            try application.tap(at: CGPoint(x: 10, y: 10), timestamp: 1)
            delegate.refuse = ["x"]
            try application.insertText("ab")
            try application.insertText("x")
            try application.deleteBackward()
            try application.insertText("\n")
            #expect(field.text == "a")
            #expect(!field.isFirstResponder)
            #expect(delegate.log == ["shouldBegin", "didBegin", "change 0,0 \"ab\"", "change 2,0 \"x\"", "change 1,1 \"\"",
                                     "return", "shouldEnd", "didEnd a"])
            #expect(recorder.calls.contains { $0.name == "textFieldShouldReturn(_:)" }, "delegate calls are traced")
        }
    }

    @Test func refusalsKeepTheFieldAsItIs() throws {
        try withField { application, field, delegate, _, _ in
            delegate.allowBegin = false
            #expect(!field.becomeFirstResponder())
            #expect(application.firstResponder == nil)
            delegate.allowBegin = true
            #expect(field.becomeFirstResponder())
            delegate.allowReturn = false
            try application.insertText("\n")
            #expect(field.isFirstResponder, "textFieldShouldReturn said no")
            delegate.allowEnd = false
            #expect(!field.resignFirstResponder())
            #expect(field.isFirstResponder)
        }
    }

    @Test func endEditingResignsTheFirstResponderInsideTheViewAndForceOverridesTheDelegate() throws {
        try withField { application, field, delegate, host, _ in
            let elsewhere = View()
            #expect(field.becomeFirstResponder())
            #expect(elsewhere.endEditing(true), "nothing inside it is editing")
            #expect(field.isFirstResponder)
            delegate.allowEnd = false
            #expect(!host.view.endEditing(false))
            #expect(field.isFirstResponder)
            delegate.log.removeAll()
            #expect(host.view.endEditing(true))
            #expect(!field.isFirstResponder)
            #expect(delegate.log == ["didEnd "], "forced: not asked, but told")
            #expect(field.isDescendant(of: host.view) && !host.view.isDescendant(of: field))
        }
    }

    @Test func clearsOnBeginEditingAsksTheDelegate() throws {
        try withField { _, field, _, _, _ in
            field.text = "old"
            field.clearsOnBeginEditing = true
            field.becomeFirstResponder()
            #expect(field.text == "")
            #expect(field.isEditing)
        }
    }

    @Test func aTextViewTakesLineBreaksAndBeginsEditingOnATap() throws {
        let host = EventTestSupport.Host()
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.rootView.addSubview(textView)
        let delegate = Delegate()
        textView.delegate = delegate
        try EventTestSupport.withApp(root: host) { application, _, _ in
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 1)
            #expect(textView.isFirstResponder)
            try application.insertText("one\ntwo")
            delegate.refuse = ["!"]
            try application.insertText("!")
            try application.deleteBackward()
            #expect(textView.text == "one\ntw")
            #expect(textView.isEditing, "return does not end a text view's editing")
            #expect(delegate.log == ["view didBegin", "view change 0,0", "view changed one", "view change 3,0", "view changed one\n",
                                     "view change 4,0", "view changed one\ntwo", "view change 7,0", "view change 6,1", "view changed one\ntw"])
            textView.isEditable = false
            #expect(textView.resignFirstResponder())
            #expect(!textView.becomeFirstResponder(), "not editable")
        }
    }
}
