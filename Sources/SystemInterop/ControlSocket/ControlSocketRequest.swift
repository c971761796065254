import Synchronization

/// One request line received on the control socket, with the way to answer it.
package struct ControlSocketRequest: Sendable {
    /// The request, without its newline.
    package let line: String
    private let route: ReplyRoute

    init(line: String, route: ReplyRoute) {
        self.line = line
        self.route = route
    }

    /// Sends the reply line (a newline is appended). Call it once, from any thread; later calls
    /// are ignored, since each request gets exactly one line back.
    ///
    /// It never blocks on a slow client: the line is handed to the server thread, which buffers
    /// it and writes when the socket can take it, after the replies to earlier requests of the
    /// same connection. A reply to a client that has gone away is dropped quietly.
    package func reply(_ line: String) {
        route.send(line)
    }
}

/// Which connection and which place in its order a reply belongs to.
final class ReplyRoute: Sendable {
    private let mailbox: ControlSocketMailbox
    private let connection: UInt64
    private let sequence: UInt64
    private let sent = Atomic(false)

    init(mailbox: ControlSocketMailbox, connection: UInt64, sequence: UInt64) {
        self.mailbox = mailbox
        self.connection = connection
        self.sequence = sequence
    }

    func send(_ line: String) {
        guard !sent.exchange(true, ordering: .acquiringAndReleasing) else { return }
        mailbox.post(.init(connection: connection, sequence: sequence, line: line))
    }
}
