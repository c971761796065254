import Foundation
import Logging

/// Plays scripted events into the host in order. `wait` holds back the events after it for real
/// time; `advance` moves the app clock at once. Events that arrive while a `wait` runs queue up.
@MainActor
final class EventScriptPlayer {
    private let host: ApplicationHost
    private let clock: AppClock
    private var queue: [ScriptedEvent] = []
    private var isWaiting = false

    init(host: ApplicationHost, clock: AppClock) {
        self.host = host
        self.clock = clock
    }

    func enqueue(_ events: [ScriptedEvent]) {
        queue += events
        play()
    }

    private func play() {
        while !isWaiting, !queue.isEmpty, host.exitStatus == nil {
            switch queue.removeFirst() {
            case .system(let event):
                host.send(event)
            case .advance(let amount):
                clock.advance(by: amount)
            case .wait(let duration):
                isWaiting = true
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Int(duration.milliseconds))) { [weak self] in
                    MainActor.assumeIsolated {
                        self?.isWaiting = false
                        self?.play()
                    }
                }
            }
        }
    }
}

/// Reads an events script from standard input as it arrives, line by line, on a thread of its own,
/// and hands each event to the main thread. A bad line is reported and skipped: the app goes on.
enum StandardInputEventFeed {
    static func start(logger: Logger, deliver: @escaping @MainActor ([ScriptedEvent]) -> Void) {
        let thread = Thread {
            var lineNumber = 0
            while let line = readLine() {
                lineNumber += 1
                do {
                    guard let event = try EventScriptParser.parseLine(line, location: "stdin:\(lineNumber)") else { continue }
                    DispatchQueue.main.async { MainActor.assumeIsolated { deliver([event]) } }
                } catch {
                    logger.error("\(error)")
                }
            }
        }
        thread.name = "apphost.events"
        thread.start()
    }
}
