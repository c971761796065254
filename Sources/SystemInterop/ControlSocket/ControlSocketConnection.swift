import Glibc

/// A client's connection to a host's control socket: what `apphost ctl` and the benchmark use.
/// One request at a time: send a line, wait for its reply line.
///
/// Not `Sendable`: it is a single conversation, meant for one thread at a time.
package final class ControlSocketConnection {
    /// The socket file's path, as given.
    package let path: String
    private var descriptor: Int32
    /// Bytes received after the last reply's newline.
    private var received: [UInt8] = []
    /// Why the connection cannot be used any more, once it cannot.
    private var broken: String?
    /// recv()'s buffer, made once: an exchange should cost two system calls and little else.
    private let chunk: UnsafeMutableRawBufferPointer

    /// The longest reply accepted, so that a broken host cannot make the client buffer forever.
    static let replyLimit = 64 << 20

    /// Checks the socket file first: it must be a socket owned by the current user with mode
    /// 0600, else this throws, naming the path, the mode and a remedy; a host whose socket
    /// others could reach is not one to send commands to. Then connects.
    package convenience init(path: String) throws(ControlSocketError) {
        try self.init(path: path, checkingSocketFile: true)
    }

    /// `checkingSocketFile: false` skips the file check, for tests that play a client that
    /// reaches a socket whose file has been tampered with.
    init(path: String, checkingSocketFile: Bool) throws(ControlSocketError) {
        let address = try UnixSocket.address(of: path)
        if checkingSocketFile {
            try Self.checkSocketFile(at: path)
        }
        let descriptor: Int32
        switch UnixSocket.makeStreamSocket() {
        case .success(let made): descriptor = made
        case .failure(let failure): throw ControlSocketError(failure, path: path, remedy: "raise `ulimit -n`")
        }
        let outcome = UnixSocket.connect(descriptor, to: address)
        guard outcome == 0 else {
            UnixSocket.close(descriptor)
            switch outcome {
            case ECONNREFUSED:
                throw ControlSocketError(message: "no host is listening on the control socket \(path); the file is left from one that ended",
                                         remedy: "start the host again; it replaces the stale file")
            case EAGAIN:
                throw ControlSocketError(message: "the host at \(path) has too many connections waiting",
                                         remedy: "try again in a moment")
            default:
                throw ControlSocketError(SystemCallError(call: "connect", code: outcome), path: path,
                                         remedy: "check the path, and that the host is running")
            }
        }
        self.path = path
        self.descriptor = descriptor
        chunk = .allocate(byteCount: 16 << 10, alignment: 16)
    }

    deinit {
        close()
        chunk.deallocate()
    }

    /// Sends one request line, waits for and returns one reply line (without its newline).
    /// `timeout` bounds the whole exchange. After a timeout the connection is closed, since a
    /// late reply would otherwise be taken for the answer to the next request.
    package func exchange(_ line: String, timeout: Duration) throws(ControlSocketError) -> String {
        if line.utf8.contains(0x0A) {
            throw ControlSocketError(message: "a control request must be one line; this one contains a newline",
                                     remedy: "send compact JSON, without line breaks")
        }
        try usable()
        let deadline = ContinuousClock.now + timeout
        do throws(ControlSocketError) {
            do {
                try send(Array(line.utf8) + [0x0A], until: deadline)
            } catch {
                // A host that refuses the connection replies why and closes it, maybe before
                // the request was sent: that reply says more than the broken pipe.
                guard let refusal = try? receiveLine(until: deadline) else { throw error }
                breakConnection(because: "the host closed it after replying: \(refusal)")
                return refusal
            }
            return try receiveLine(until: deadline)
        } catch {
            breakConnection(because: error.message)
            throw error
        }
    }

    /// Sends bytes as they are, for tests that send what `exchange` would not: several lines at
    /// once, invalid UTF-8.
    func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(ControlSocketError) {
        try usable()
        do {
            try send(bytes, until: deadline)
        } catch {
            breakConnection(because: error.message)
            throw error
        }
    }

    /// Waits for the next reply line.
    func readLine(until deadline: ContinuousClock.Instant) throws(ControlSocketError) -> String {
        try usable()
        do {
            return try receiveLine(until: deadline)
        } catch {
            breakConnection(because: error.message)
            throw error
        }
    }

    private func usable() throws(ControlSocketError) {
        if let broken {
            throw ControlSocketError(message: "the connection to \(path) is closed: \(broken)", remedy: "open a new connection")
        }
    }

    /// Closes the connection; further exchanges throw.
    package func close() {
        breakConnection(because: "it was closed")
    }

    private func breakConnection(because reason: String) {
        guard descriptor >= 0 else { return }
        UnixSocket.close(descriptor)
        descriptor = -1
        broken = reason
    }

    private func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(ControlSocketError) {
        var start = 0
        while start < bytes.count {
            let result = bytes.withUnsafeBytes { UnixSocket.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[start...])) }
            switch result {
            case .success(let sent):
                start += sent
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                try wait(for: POLLOUT, until: deadline)
            case .failure(let failure):
                throw ControlSocketError(message: "the host at \(path) closed the connection: \(failure.reason)",
                                         remedy: "check the host's output for why it ended")
            }
        }
    }

    private func receiveLine(until deadline: ContinuousClock.Instant) throws(ControlSocketError) -> String {
        var searched = 0
        while true {
            if let newline = received[searched...].firstIndex(of: 0x0A) {
                let line = String(decoding: received[..<newline], as: UTF8.self)
                received.removeSubrange(...newline)
                return line
            }
            searched = received.count
            guard received.count <= Self.replyLimit else {
                throw ControlSocketError(message: "the host at \(path) sent a reply longer than \(Self.replyLimit) bytes",
                                         remedy: "check the host; its replies should be single lines")
            }
            switch UnixSocket.receive(descriptor, into: chunk) {
            case .success(0):
                throw ControlSocketError(message: "the host at \(path) closed the connection without replying",
                                         remedy: "check the host's output for why it ended")
            case .success(let count):
                received.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                try wait(for: POLLIN, until: deadline)
            case .failure(let failure):
                throw ControlSocketError(message: "the connection to the host at \(path) failed: \(failure.reason)",
                                         remedy: "check the host's output for why it ended")
            }
        }
    }

    private func wait(for event: Int32, until deadline: ContinuousClock.Instant) throws(ControlSocketError) {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                throw ControlSocketError(message: "the host at \(path) did not reply in time",
                                         remedy: "the host's main thread may be busy; try again with a longer timeout")
            }
            var entry = pollfd(fd: descriptor, events: Int16(event), revents: 0)
            switch SystemCall.result("poll", { poll(&entry, 1, remaining.pollMilliseconds) }) {
            case .success(let ready) where ready > 0: return
            case .failure(let failure) where failure.code != EAGAIN: return
            default: continue
            }
        }
    }

    /// The socket file must be a socket, ours, and private; otherwise the error says which.
    static func checkSocketFile(at path: String) throws(ControlSocketError) {
        let status: SocketFileStatus
        switch SocketFileStatus.of(path: path) {
        case .success(let found):
            status = found
        case .failure(let failure) where failure.code == ENOENT:
            throw ControlSocketError(message: "there is no control socket at \(path)",
                                     remedy: "start the host with its control socket, or correct the path")
        case .failure(let failure):
            throw ControlSocketError(failure, path: path, remedy: "check that the socket's folder can be searched")
        }
        guard status.isSocket else {
            throw ControlSocketError(message: "\(path) is not a socket", remedy: "give the path of the host's control socket")
        }
        let user = effectiveUserID()
        guard status.owner == user else {
            throw ControlSocketError(message: "the control socket \(path) is owned by uid \(status.owner), not by you (uid \(user))",
                                     remedy: "run this as the user that runs the host")
        }
        guard status.permissions == 0o600 else {
            throw ControlSocketError(
                message: "the control socket \(path) has mode \(status.modeText), not 0600: other users may reach the host through it",
                remedy: "find out who changed it; restart the host, which makes a fresh private socket")
        }
    }
}
