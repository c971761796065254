/// Hardware keys, as UIKit delivers them: a key going down is first offered to the key commands
/// of the responder chain, then typed into a first responder that takes text when it makes text,
/// and otherwise becomes a press, `pressesBegan(_:with:)` on the first responder (or the key
/// window), passed up the chain by responders that do not handle it.
extension Application {
    /// What became of a key.
    package enum KeyDelivery {
        /// A key command matched, and its action went to `target`.
        case keyCommand(KeyCommand, target: Responder)
        /// The key typed into the first responder, which takes text.
        case typed(KeyStroke.TextEffect)
        /// `pressesBegan` (`down`) or `pressesEnded` went to the first responder;
        /// `reachedEndOfChain` when no responder kept it from going on past the last one.
        case pressed(reachedEndOfChain: Bool)
        case released(reachedEndOfChain: Bool)
        /// Nothing: a key released whose press was never delivered (a key command or text took
        /// it), or a repeat of a key held that matched no key command.
        case nothing
    }

    /// One key of a hardware keyboard going down (`down`) or up. A repeat (`isRepeat`, a key held
    /// down) works key commands and types again, but begins no second press. `typesText` false
    /// leaves typing to the caller (the key's text is typed through ``insertText(_:)`` instead).
    @discardableResult
    package func deliverKey(_ stroke: KeyStroke, down: Bool, isRepeat: Bool = false, timestamp: Double) throws(EventDeliveryError) -> KeyDelivery {
        guard timestamp.isFinite else {
            throw EventDeliveryError("a key's timestamp \(timestamp) is not a time", remedy: "give the app clock's time in seconds")
        }
        guard let start = firstResponder ?? keyWindow else {
            throw EventDeliveryError("nothing can receive the key \(KeyStroke.name(of: stroke.usage, input: stroke.input)): there is no first responder and no key window",
                                     remedy: "send keys once the app has made a window key with makeKeyAndVisible()")
        }
        guard down else {
            guard let press = pressesDown[stroke.usage] else { return .nothing }
            let event = pressesEvent(timestamp: timestamp)
            press.phase = .ended
            press.timestamp = timestamp
            for other in event.allPresses where other !== press { other.phase = .stationary }
            sendEvent(event)
            pressesDown[stroke.usage] = nil
            return .released(reachedEndOfChain: event.reachedEndOfChain)
        }
        let key = Key(stroke)
        let command = matchingKeyCommand(for: key, from: start)
        if let input = firstResponder as? any KeyInput, let effect = stroke.textEffect, command?.command.wantsPriorityOverSystemBehavior != true {
            switch effect {
            case .deleteBackward:
                HostLink.invoke("deleteBackward()", on: input) { input.deleteBackward() }
            case .insert(let text):
                HostLink.invoke("insertText(_:)", on: input, details: ["text": text]) { input.insertText(text) }
            }
            return .typed(effect)
        }
        if let (command, target) = command {
            _ = ActionDispatch.perform(command.action, on: target, sender: command,
                                       details: ["sender": HostLink.typeName(of: command), "key": EventTrace.name(of: key)])
            return .keyCommand(command, target: target)
        }
        if isRepeat, pressesDown[stroke.usage] != nil { return .nothing }
        let press = Press(key: key, phase: .began, timestamp: timestamp)
        press.responder = start
        // A key that went down again without going up (a lost release) replaces its press.
        pressesDown[stroke.usage] = press
        let event = pressesEvent(timestamp: timestamp)
        for other in event.allPresses where other !== press { other.phase = .stationary }
        sendEvent(event)
        return .pressed(reachedEndOfChain: event.reachedEndOfChain)
    }

    /// Sends `pressesCancelled` for every key down, and forgets them: the host calls this when
    /// the app resigns active, as it does for touches.
    package func cancelAllPresses(timestamp: Double) {
        guard !pressesDown.isEmpty else { return }
        let event = pressesEvent(timestamp: timestamp)
        for press in event.allPresses {
            press.phase = .cancelled
            press.timestamp = timestamp
        }
        pressesDown.removeAll()
        sendEvent(event)
    }

    /// The first key command matching `key` on the chain from `start` whose action some
    /// responder on that chain performs, and that responder. UIKit sends a key command's action
    /// as a nil-targeted action from the first responder.
    private func matchingKeyCommand(for key: Key, from start: Responder) -> (command: KeyCommand, target: Responder)? {
        var responder: Responder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                if let target = start.target(forAction: command.action, withSender: command) { return (command, target) }
            }
            responder = current.next
        }
        return nil
    }

    private func pressesEvent(timestamp: Double) -> PressesEvent {
        let event = PressesEvent(timestamp: timestamp)
        event.allPresses = Set(pressesDown.values)
        return event
    }
}
