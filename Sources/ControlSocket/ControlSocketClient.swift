/// One connection's state and the control socket's rules for it, with no system calls: requests
/// framed one a line (a line over the limit is refused, not buffered), a sequence number for each,
/// replies written back in request order whatever order they arrive in, output that a slow reader
/// has not taken bounded, and refused clients drained until they close.
///
/// The server loop does the reading and writing and asks this value what to do; tests drive it
/// with bytes.
package struct ControlSocketClient {
    /// What a read made of the client's bytes, in order.
    package enum Input: Equatable {
        /// A request line, to hand to the host; its reply is given back with `sequence`.
        case request(line: String, sequence: UInt64)
        /// A line the server answers itself with the rejection's reply.
        case rejected(ControlSocketRejection, sequence: UInt64)
    }

    /// A client that sends requests without reading replies is not read from while this much
    /// waits for it, so that it cannot make the host buffer without bound.
    package static let outputLimit = 4 << 20
    /// A refused client's input is drained, up to this much, until it closes.
    package static let refusedInputLimit = 64 << 10

    /// The connection's descriptor, kept for the loop; this type never uses it.
    package let descriptor: Int32
    private var framer: LineFramer
    /// Given to the next request line, so that replies go back in request order.
    private var nextSequence: UInt64 = 0
    /// The request whose reply goes out next.
    private var nextToSend: UInt64 = 0
    /// Replies that came before an earlier request's.
    private var waiting: [UInt64: String] = [:]
    private var output: [UInt8] = []
    private var outputStart = 0
    private var reading = true
    private var closeWhenAnswered = false
    /// Turned away at accept, its input read and dropped until it closes, so that its first
    /// write does not fail with EPIPE before it has read why it was refused.
    package private(set) var isRefused = false
    private var discarded = 0
    package private(set) var isWriteShutDown = false

    package init(descriptor: Int32, lineLimit: Int) {
        self.descriptor = descriptor
        framer = LineFramer(limit: lineLimit)
    }

    /// Bytes owed to the client.
    package var pendingOutput: Int { output.count - outputStart }
    /// Every request has had its reply, and every reply has been written.
    package var isAnswered: Bool { nextToSend == nextSequence && pendingOutput == 0 }
    /// Whether to read from it now: not after its end of input, nor while it owes too much reading.
    package var wantsInput: Bool { reading && pendingOutput < Self.outputLimit }
    /// Whether its end of input is seen or it was refused for good.
    package var isReading: Bool { reading }
    /// Whether the connection is done: nothing more will come and everything has gone out.
    package var shouldClose: Bool { closeWhenAnswered && isAnswered }

    /// Turns the client away with `reply`. A lingering client's input is drained until it closes;
    /// any other is closed once the reply is out.
    package mutating func refuse(with reply: String, linger: Bool) {
        if linger {
            isRefused = true
        } else {
            reading = false
            closeWhenAnswered = true
        }
        nextSequence = 1
        answer(sequence: 0, with: reply)
    }

    /// The requests `bytes` complete.
    package mutating func received(_ bytes: UnsafeRawBufferPointer) -> [Input] {
        var items: [LineFramer.Item] = []
        framer.append(bytes) { items.append($0) }
        return items.map { take($0) }
    }

    /// The client closed its end: its last line, if it had no newline, is a request too; the
    /// connection closes once it is answered.
    package mutating func receivedEndOfInput() -> [Input] {
        reading = false
        closeWhenAnswered = true
        return framer.finish().map { [take($0)] } ?? []
    }

    /// Input of a refused client, dropped; false once it has sent more than it may, when the
    /// connection should be closed.
    package mutating func discard(_ count: Int) -> Bool {
        discarded += count
        return discarded <= Self.refusedInputLimit
    }

    /// The reply to request `sequence`: queued, then written in request order.
    package mutating func answer(sequence: UInt64, with line: String) {
        waiting[sequence] = line
        while let next = waiting.removeValue(forKey: nextToSend) {
            nextToSend += 1
            // A newline inside the reply would split it in two for the client; in JSON a
            // newline between tokens is only whitespace, so a space keeps the document valid.
            output.append(contentsOf: next.utf8.lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
            output.append(0x0A)
        }
    }

    /// Calls `body` with the bytes still to write.
    package func withPendingOutput<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        output.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[outputStart...])) }
    }

    /// `count` bytes of the pending output were written. True when the write side should now be
    /// shut down: a refused client has its refusal, and reads end of stream after it.
    package mutating func wrote(_ count: Int) -> Bool {
        outputStart += count
        guard pendingOutput == 0 else { return false }
        output.removeAll(keepingCapacity: output.count <= 64 << 10)
        outputStart = 0
        guard isRefused, !isWriteShutDown, isAnswered else { return false }
        isWriteShutDown = true
        return true
    }

    private mutating func take(_ item: LineFramer.Item) -> Input {
        let sequence = nextSequence
        nextSequence += 1
        switch item {
        case .oversized:
            return .rejected(.oversizedRequest(limit: framer.limit), sequence: sequence)
        case .line(let bytes):
            guard let line = String(validating: bytes, as: UTF8.self) else { return .rejected(.notUTF8, sequence: sequence) }
            return .request(line: line, sequence: sequence)
        }
    }
}
