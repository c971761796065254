import Foundation
import Logging

/// Plays scripted events into the host in order. `wait` holds back the events after it for real
/// time; `advance` moves the app clock at once. Events that arrive while a `wait` runs queue up.
///
/// A strict player treats the script as a test: the first step or expectation that fails ends
/// the run (status 24), and the end of the script terminates the app.
@MainActor
final class EventScriptPlayer {
    private let host: ApplicationHost
    private let clock: AppClock
    private let isStrict: Bool
    private var queue: [ScriptStep] = []
    /// The next step of `queue` to play. An index, not `removeFirst()`, which moves every step
    /// behind the one it takes: a script of 100,000 events took 2.2 s to play, quadratic.
    private var nextIndex = 0
    private var isWaiting = false
    private var scriptHasEnded = false

    init(host: ApplicationHost, clock: AppClock, strict: Bool = false) {
        self.host = host
        self.clock = clock
        self.isStrict = strict
    }

    /// Plays `steps` after those already queued; `endingScript` when no step comes after them.
    func enqueue(_ steps: [ScriptStep], endingScript: Bool = false) {
        if nextIndex == queue.count {
            queue.removeAll(keepingCapacity: true)
            nextIndex = 0
        }
        queue += steps
        scriptHasEnded = scriptHasEnded || endingScript
        play()
    }

    private func play() {
        while !isWaiting, nextIndex < queue.count, host.exitStatus == nil {
            let step = queue[nextIndex]
            nextIndex += 1
            switch step.event {
            case .wait(let duration):
                // A host timer, not the main queue: a script must go on while the app is suspended.
                isWaiting = true
                clock.schedule(after: duration) { [weak self] in
                    self?.isWaiting = false
                    self?.play()
                }
            case .state:
                host.logger.info("state: \(host.state.rawValue)")
            default:
                guard let failure = host.perform(step.event).failure else { continue }
                if isStrict {
                    host.failStrictly(at: step, failure)
                } else if case .expect = step.event {
                    host.logger.warning("\(step.location): \(failure.message)")
                }
            }
        }
        if isStrict, scriptHasEnded, !isWaiting, nextIndex == queue.count { host.endStrictRun() }
    }
}

/// Reads an events script from standard input as it arrives, line by line, on a thread of its own,
/// and hands each event to the main thread through the host's inbox. A bad line is reported and
/// skipped: the app goes on.
///
/// It reads the file descriptor directly, never through stdio: a thread blocked in stdio's
/// `getline` holds the `stdin` lock, and `exit` (which flushes every stream) would wait for it.
enum StandardInputEventFeed {
    static func start(logger: Logger, inbox: HostInbox, strict: Bool) {
        let thread = Thread {
            var splitter = LineSplitter()
            var lineNumber = 0
            while true {
                let chunk = FileHandle.standardInput.availableData
                let lines = chunk.isEmpty ? splitter.finish() : splitter.append(chunk)
                for line in lines {
                    lineNumber += 1
                    let location = "stdin:\(lineNumber)"
                    do throws(HostError) {
                        guard let event = try EventScriptParser.parseLine(line, location: location) else { continue }
                        inbox.post(.scriptedEvents([ScriptStep(event: event, location: location)], endingScript: false))
                    } catch {
                        // A test whose script has a bad line cannot pass: the run ends with the
                        // error, which is reported then (once). Otherwise the line is skipped.
                        let placed = error.placed(atScriptLine: location)
                        if strict {
                            inbox.post(.scriptError(placed))
                        } else {
                            logger.error("\(placed)")
                        }
                    }
                }
                if chunk.isEmpty {
                    // End of input: the app keeps running, unless the script is a test.
                    if strict { inbox.post(.scriptedEvents([], endingScript: true)) }
                    return
                }
            }
        }
        thread.name = "apphost.events"
        thread.start()
    }
}

/// Splits a byte stream into lines, holding a partial last line until its newline arrives.
struct LineSplitter {
    private var pending = Data()
    /// A line longer than this is cut off and reported as it is, rather than held without bound.
    static let maximumLineLength = 1 << 20

    mutating func append(_ chunk: Data) -> [String] {
        pending.append(chunk)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending = pending[(newline + 1)...]
        }
        if pending.count > Self.maximumLineLength {
            lines.append(String(decoding: pending, as: UTF8.self))
            pending = Data()
        }
        pending = Data(pending)  // re-base the indices of the slice
        return lines
    }

    mutating func finish() -> [String] {
        defer { pending = Data() }
        return pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]
    }
}
