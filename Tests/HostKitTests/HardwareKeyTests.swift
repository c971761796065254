import Foundation
import HostKit
import Testing

/// Hardware keys as UIKit delivers them: key commands along the responder chain first, then text
/// for a text-taking first responder, then presses from the first responder up the chain.
@MainActor
@Suite("Hardware keys")
struct HardwareKeyTests {
    /// A view that can be first responder and records the presses it gets, handling them (no
    /// `super`) unless told to pass them on.
    final class Board: View {
        var passesOn = true
        var began: [Press] = []
        var ended: [Press] = []
        var cancelled = 0
        var events: [PressesEvent?] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
            began += presses
            events.append(event)
            if passesOn { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
            ended += presses
            if passesOn { super.pressesEnded(presses, with: event) }
        }
        override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
            cancelled += presses.count
            super.pressesCancelled(presses, with: event)
        }
    }

    /// A controller offering key commands: Up moves up, Command+F finds, Escape's action is one
    /// no responder has.
    final class Controller: ViewController {
        var rootView = View()
        var log: [String] = []
        var commands: [KeyCommand] = []
        @Action var moveUp = Controller.moveUp(_:)
        @Action var find = Controller.find(_:)
        override func loadView() { view = rootView }
        override var keyCommands: [KeyCommand]? { commands }
        func moveUp(_ sender: KeyCommand) { log.append("moveUp \(sender.input)") }
        func find(_ sender: KeyCommand) { log.append("find") }
    }

    private func key(_ name: String, _ modifiers: KeyModifierFlags = []) throws -> KeyStroke {
        try #require(KeyStroke(named: name, modifiers: modifiers))
    }

    private func withBoard(_ body: (Application, Window, Controller, Board, EventTestSupport.Recorder) throws -> Void) throws {
        let controller = Controller()
        let board = Board(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.rootView.addSubview(board)
        try EventTestSupport.withApp(root: controller) { application, window, recorder in
            try body(application, window, controller, board, recorder)
        }
    }

    @Test func anUnhandledKeyTravelsTheWholeChainFromTheFirstResponderAndEveryHopIsTraced() throws {
        final class Delegate: Responder, ApplicationDelegate {}
        let delegate = Delegate()
        let controller = Controller()
        let board = Board(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.rootView.addSubview(board)
        try EventTestSupport.withApp(root: controller, delegate: delegate) { application, window, recorder in
            #expect(board.becomeFirstResponder())
            let down = try application.deliverKey(try key("upArrow", .shift), down: true, timestamp: 1)
            guard case .pressed(reachedEndOfChain: true) = down else { Issue.record("\(down)"); return }
            let path = [board, controller.rootView, controller, window, application, delegate].map(ObjectIdentifier.init)
            #expect(recorder.receivers(of: "pressesBegan(_:with:)") == path)
            #expect(recorder.calls.filter { $0.name == "pressesBegan(_:with:)" }.allSatisfy { $0.details == ["keys": "shift+upArrow"] })
            let press = try #require(board.began.first)
            #expect(press.key?.keyCode == .keyboardUpArrow)
            #expect(press.key?.charactersIgnoringModifiers == KeyCommand.inputUpArrow)
            #expect(press.key?.modifierFlags == .shift)
            #expect(press.phase == .began)
            #expect(press.responder === board)
            let event = try #require(board.events.first ?? nil)
            #expect(event.type == .presses)
            #expect(event.allPresses == [press])

            let up = try application.deliverKey(try key("upArrow", .shift), down: false, timestamp: 2)
            guard case .released(reachedEndOfChain: true) = up else { Issue.record("\(up)"); return }
            #expect(recorder.receivers(of: "pressesEnded(_:with:)") == path)
            #expect(board.ended.first === press, "the press that began is the one that ends")
            #expect(press.phase == .ended)
            #expect(press.timestamp == 2)
        }
    }

    @Test func aResponderThatHandlesAPressKeepsItFromTheRestOfTheChain() throws {
        try withBoard { application, _, controller, board, recorder in
            board.passesOn = false
            board.becomeFirstResponder()
            let delivery = try application.deliverKey(try key("escape"), down: true, timestamp: 1)
            guard case .pressed(reachedEndOfChain: false) = delivery else { Issue.record("\(delivery)"); return }
            #expect(recorder.receivers(of: "pressesBegan(_:with:)") == [ObjectIdentifier(board)])
            #expect(board.began.first?.key?.characters == KeyCommand.inputEscape)
            #expect(controller.log.isEmpty)
        }
    }

    @Test func withNothingFirstResponderTheKeyWindowGetsThePress() throws {
        try withBoard { application, window, _, board, recorder in
            try application.deliverKey(try key("f5"), down: true, timestamp: 1)
            #expect(recorder.receivers(of: "pressesBegan(_:with:)") == [window, application].map(ObjectIdentifier.init))
            #expect(board.began.isEmpty)
        }
    }

    @Test func aKeyCommandOnTheChainTakesItsKeyBeforeAnyPress() throws {
        try withBoard { application, _, controller, board, recorder in
            controller.commands = [KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp"),
                                   KeyCommand(input: "f", modifierFlags: .command, action: "find")]
            board.becomeFirstResponder()
            let delivery = try application.deliverKey(try key("upArrow"), down: true, timestamp: 1)
            guard case .keyCommand(let command, let target) = delivery else { Issue.record("\(delivery)"); return }
            #expect(command.action == "moveUp")
            #expect(target === controller)
            #expect(controller.log == ["moveUp UIKeyInputUpArrow"])
            #expect(board.began.isEmpty, "a key a command took is no press")
            #expect(recorder.calls.contains { $0.name == "moveUp" && $0.details["sender"] == "HostKit.KeyCommand" && $0.details["key"] == "upArrow" })
            guard case .nothing = try application.deliverKey(try key("upArrow"), down: false, timestamp: 2) else {
                Issue.record("the release of a key a command took is nothing"); return
            }
            #expect(board.ended.isEmpty)

            try application.deliverKey(try key("f", .command), down: true, timestamp: 3)
            #expect(controller.log.last == "find")
        }
    }

    @Test func aKeyCommandNeedsExactlyItsModifiers() throws {
        try withBoard { application, _, controller, board, _ in
            controller.commands = [KeyCommand(input: "f", modifierFlags: .command, action: "find"),
                                   KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [.command, .shift], action: "moveUp")]
            board.becomeFirstResponder()
            try application.deliverKey(try key("f"), down: true, timestamp: 1)
            try application.deliverKey(try key("f", [.command, .shift]), down: true, timestamp: 2)
            try application.deliverKey(try key("upArrow", .command), down: true, timestamp: 3)
            #expect(controller.log.isEmpty, "F alone, Command+Shift+F and Command+Up match neither")
            #expect(board.began.count == 3)
            try application.deliverKey(try key("f", [.command, .alphaShift]), down: true, timestamp: 4)
            try application.deliverKey(try key("upArrow", [.command, .shift]), down: true, timestamp: 5)
            #expect(controller.log == ["find", "moveUp UIKeyInputUpArrow"], "Caps Lock does not count; a shifted letter matches its command in either case")
        }
    }

    @Test func aKeyCommandWhoseActionNoResponderPerformsLeavesTheKeyAPress() throws {
        try withBoard { application, _, controller, board, _ in
            controller.commands = [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], action: "dismissEverything")]
            board.becomeFirstResponder()
            let delivery = try application.deliverKey(try key("escape"), down: true, timestamp: 1)
            guard case .pressed = delivery else { Issue.record("\(delivery)"); return }
            #expect(board.began.count == 1)
        }
    }

    @Test func aTextFieldTakesKeysThatTypeAndLetsTheOthersBePresses() throws {
        let controller = Controller()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.rootView.addSubview(field)
        try EventTestSupport.withApp(root: controller) { application, window, recorder in
            controller.commands = [KeyCommand(input: "f", modifierFlags: .command, action: "find"),
                                   KeyCommand(input: "x", modifierFlags: [], action: "find")]
            field.becomeFirstResponder()
            for (name, modifiers) in [("h", KeyModifierFlags.shift), ("i", []), ("1", .shift), ("x", []), ("space", [])] {
                guard case .typed = try application.deliverKey(try key(name, modifiers), down: true, timestamp: 1) else {
                    Issue.record("\(name) types"); return
                }
            }
            try application.deliverKey(try key("backspace"), down: true, timestamp: 2)
            #expect(field.text == "Hi!x")
            #expect(controller.log.isEmpty, "a plain key command does not win over typing")
            try application.deliverKey(try key("f", .command), down: true, timestamp: 3)
            #expect(controller.log == ["find"], "a shortcut with Command is a command even in a text field")
            guard case .pressed(reachedEndOfChain: true) = try application.deliverKey(try key("leftArrow"), down: true, timestamp: 4) else {
                Issue.record("an arrow is a press"); return
            }
            #expect(recorder.receivers(of: "pressesBegan(_:with:)").first == ObjectIdentifier(field))
            guard case .typed(.insert("\n")) = try application.deliverKey(try key("return"), down: true, timestamp: 5) else {
                Issue.record("return types a line break"); return
            }
            #expect(!field.isFirstResponder, "return ended editing")
            _ = window
        }
    }

    @Test func aKeyCommandThatWantsPriorityWinsOverTyping() throws {
        let controller = Controller()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.rootView.addSubview(field)
        try EventTestSupport.withApp(root: controller) { application, _, _ in
            let command = KeyCommand(input: "\r", modifierFlags: [], action: "find")
            command.wantsPriorityOverSystemBehavior = true
            controller.commands = [command]
            field.becomeFirstResponder()
            guard case .keyCommand = try application.deliverKey(try key("return"), down: true, timestamp: 1) else {
                Issue.record("the command took return"); return
            }
            #expect(controller.log == ["find"])
            #expect(field.isFirstResponder, "return was not typed")
        }
    }

    @Test func aRepeatWorksCommandsAgainButBeginsNoSecondPress() throws {
        try withBoard { application, _, controller, board, _ in
            board.becomeFirstResponder()
            try application.deliverKey(try key("downArrow"), down: true, timestamp: 1)
            guard case .nothing = try application.deliverKey(try key("downArrow"), down: true, isRepeat: true, timestamp: 2) else {
                Issue.record("a repeat of a press is nothing"); return
            }
            #expect(board.began.count == 1)
            controller.commands = [KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp")]
            try application.deliverKey(try key("upArrow"), down: true, timestamp: 3)
            try application.deliverKey(try key("upArrow"), down: true, isRepeat: true, timestamp: 4)
            #expect(controller.log.count == 2)
        }
    }

    @Test func keysHeldTogetherShareTheEventAndAreCancelledTogether() throws {
        try withBoard { application, _, _, board, recorder in
            board.becomeFirstResponder()
            try application.deliverKey(try key("a"), down: true, timestamp: 1)
            try application.deliverKey(try key("s"), down: true, timestamp: 2)
            let second = try #require(board.events.last ?? nil)
            #expect(second.allPresses.count == 2)
            #expect(board.began.map { $0.key?.characters } == ["a", "s"], "each callback carries only the key that changed")
            application.cancelAllPresses(timestamp: 3)
            #expect(board.cancelled == 2)
            #expect(recorder.calls.filter { $0.name == "pressesCancelled(_:with:)" }.first?.details == ["keys": "a s"])
            guard case .nothing = try application.deliverKey(try key("a"), down: false, timestamp: 4) else {
                Issue.record("a cancelled key's release is nothing"); return
            }
        }
    }

    @Test func withNoKeyWindowAKeyIsRefused() {
        let application = Application()
        Application.current = application
        defer { Application.current = nil }
        let error = #expect(throws: EventDeliveryError.self) {
            try application.deliverKey(KeyStroke(named: "escape", modifiers: [])!, down: true, timestamp: 1)
        }
        #expect(error?.message.contains("no first responder and no key window") == true)
    }

    @Test func scriptKeysAreNamedKeysOrUnshiftedCharactersOfAUSKeyboard() throws {
        let shiftedA = try key("a", .shift)
        #expect(shiftedA.usage == .keyboardA && shiftedA.input == "a" && shiftedA.characters == "A")
        #expect(try key("1", .shift).characters == "!")
        #expect(try key("/").usage.rawValue == 0x38)
        #expect(try key("a", .alphaShift).characters == "A")
        #expect(try key("f12").usage == .keyboardF12)
        #expect(try key("f12").input == KeyCommand.inputF12)
        #expect(try key("tab").input == "\t")
        #expect(KeyStroke(named: "A", modifiers: []) == nil, "a shifted character is written as its key and shift")
        #expect(KeyStroke(named: "up", modifiers: []) == nil)
        #expect(KeyStroke(named: "", modifiers: []) == nil)
        #expect(try key("upArrow").textEffect == nil)
        #expect(try key("a", .control).textEffect == nil)
        #expect(try key("a", .alternate).textEffect == .insert("a"))
    }

    @Test func windowKeysTakeTheLayoutsCharacterAndTheTextTheyTyped() {
        let french = KeyStroke(usage: 0x14, character: "a", text: nil, modifiers: .shift)
        #expect(french.usage.rawValue == 0x14 && french.input == "a" && french.characters == "A", "AZERTY's A is US Q's key")
        let dead = KeyStroke(usage: 0x08, character: "e", text: "é", modifiers: [])
        #expect(dead.characters == "é" && dead.input == "e")
        let keypad = KeyStroke(usage: 0x5D, character: nil, text: "5", modifiers: [])
        #expect(keypad.modifiers == .numericPad && keypad.input == "5")
        let shift = KeyStroke(usage: KeyboardHIDUsage.keyboardLeftShift.rawValue, character: nil, text: nil, modifiers: .shift)
        #expect(shift.input.isEmpty && shift.textEffect == nil)
        #expect(KeyStroke(usage: 0x52, character: nil, text: nil, modifiers: []).input == KeyCommand.inputUpArrow)
        let untyped = KeyStroke(usage: 0x04, character: "a", text: nil, modifiers: [])
        #expect(untyped.characters == "a" && untyped.textEffect == nil, "a window's key types only the text the window system made of it")
        #expect(KeyStroke(usage: 0x2C, character: " ", text: " ", modifiers: []).textEffect == .insert(" "))
        #expect(KeyStroke(usage: 0x2A, character: nil, text: nil, modifiers: []).textEffect == .deleteBackward)
    }
}
