import Glibc

/// The server thread's work: one poll() over the mailbox's doorbell, the listening socket and every
/// connection; reading, framing, handing requests on, and writing replies in request order.
/// Lives and dies on that thread, so its state needs no lock.
final class ControlSocketServerLoop {
    private struct Client {
        let descriptor: Int32
        var framer: LineFramer
        /// Given to the next request line, so that replies go back in request order.
        var nextSequence: UInt64 = 0
        /// The request whose reply goes out next.
        var nextToSend: UInt64 = 0
        /// Replies that came before an earlier request's.
        var waiting: [UInt64: String] = [:]
        var output: [UInt8] = []
        var outputStart = 0
        var reading = true
        var closeWhenAnswered = false
        /// Turned away at accept: its input is read and dropped until it closes, so that its
        /// first write does not fail with EPIPE before it has read why it was refused.
        var refused = false
        var discarded = 0
        var writeShutDown = false

        var pendingOutput: Int { output.count - outputStart }
        var isAnswered: Bool { nextToSend == nextSequence && pendingOutput == 0 }
    }

    /// A client that sends requests without reading replies is not read from while this much
    /// waits for it, so that it cannot make the host buffer without bound.
    private static let outputLimit = 4 << 20
    /// Bytes read per recv(), and the most read from one client before the others get a turn.
    private static let readChunk = 64 << 10
    private static let readsPerTurn = 16
    /// A refused client lingers until it closes, for at most this much input; and no more
    /// than this many linger at once, so that refused peers cannot hold descriptors at will.
    private static let refusedInputLimit = 64 << 10
    private static let refusedLingerLimit = 16
    /// How long accept() rests after running out of descriptors: the listener stays readable
    /// meanwhile, so polling it at once would spin.
    private static let acceptPause: Duration = .seconds(1)

    private let listener: Int32
    private let path: String
    private let made: SocketFileStatus
    private let limit: Int
    private let mailbox: ControlSocketMailbox
    private let rejectionReply: @Sendable (ControlSocketRejection) -> String
    private let onRequest: @Sendable (ControlSocketRequest) -> Void
    private let serverUID = effectiveUserID()

    private var clients: [UInt64: Client] = [:]
    private var nextClientID: UInt64 = 0
    private var acceptResumes: ContinuousClock.Instant?
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readChunk, alignment: 16)

    init(listener: Int32, path: String, made: SocketFileStatus, limit: Int, mailbox: ControlSocketMailbox,
         rejectionReply: @escaping @Sendable (ControlSocketRejection) -> String,
         onRequest: @escaping @Sendable (ControlSocketRequest) -> Void) {
        self.listener = listener
        self.path = path
        self.made = made
        self.limit = limit
        self.mailbox = mailbox
        self.rejectionReply = rejectionReply
        self.onRequest = onRequest
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Serves until the mailbox says to close, then closes everything and removes the file.
    func run() {
        defer { shutDown() }
        var descriptors: [pollfd] = []
        var polledClients: [UInt64] = []
        while true {
            descriptors.removeAll(keepingCapacity: true)
            polledClients.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: mailbox.doorbell.descriptor, events: Int16(POLLIN), revents: 0))
            var timeout: Int32 = -1
            if let resumes = acceptResumes {
                let remaining = ContinuousClock.now.duration(to: resumes)
                if remaining > .zero {
                    timeout = remaining.pollMilliseconds
                } else {
                    acceptResumes = nil
                }
            }
            // poll() skips negative descriptors: the listener rests while accepting is paused.
            descriptors.append(pollfd(fd: acceptResumes == nil ? listener : -1, events: Int16(POLLIN), revents: 0))
            for (id, client) in clients {
                var events: Int32 = 0
                if client.reading && client.pendingOutput < Self.outputLimit { events |= POLLIN }
                if client.pendingOutput > 0 { events |= POLLOUT }
                descriptors.append(pollfd(fd: client.descriptor, events: Int16(events), revents: 0))
                polledClients.append(id)
            }

            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR || errno == ENOMEM || errno == EAGAIN { continue }
                writeToStandardError("apphost: the control socket \(path) stops serving: poll: \(String(cString: strerror(errno)))\n")
                return
            }
            if descriptors[0].revents != 0 {
                mailbox.doorbell.clear()
                let (replies, closing) = mailbox.take()
                for reply in replies {
                    answer(reply.connection, sequence: reply.sequence, with: reply.line)
                }
                if closing {
                    // The last replies (to `terminate`, say) must reach their clients before
                    // the host exits.
                    flushBeforeClosing(within: .milliseconds(500))
                    return
                }
            }
            if descriptors[1].revents != 0 {
                acceptPending()
            }
            for (index, id) in polledClients.enumerated() {
                let events = Int32(descriptors[index + 2].revents)
                if events != 0 { service(id, events) }
            }
        }
    }

    // MARK: Accepting

    private func acceptPending() {
        while true {
            switch UnixSocket.accept(listener) {
            case .success(let descriptor):
                admit(descriptor)
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                return
            case .failure(let failure) where failure.code == ECONNABORTED:
                continue
            case .failure:
                // EMFILE and the like: the pending connection stays queued and the listener
                // readable; try again after a pause instead of spinning.
                acceptResumes = ContinuousClock.now + Self.acceptPause
                return
            }
        }
    }

    private func admit(_ descriptor: Int32) {
        guard let peer = UnixSocket.peerUserID(descriptor) else {
            UnixSocket.close(descriptor)  // a peer with no credentials cannot be vouched for
            return
        }
        let id = nextClientID
        nextClientID += 1
        clients[id] = Client(descriptor: descriptor, framer: LineFramer(limit: limit))
        // Who connects first, then the file: a peer of another user is the sharper fact, and
        // reaching the socket at all may have needed the file opened up.
        let rejection = ControlSocketRejection.forPeer(uid: peer, serverUID: serverUID)
            ?? ControlSocketRejection.forSocketFile(SocketFileStatus.of(path: path), made: made, path: path)
        guard let rejection else { return }
        let lingering = clients.values.count { $0.refused }
        if lingering < Self.refusedLingerLimit {
            clients[id]!.refused = true
        } else {
            clients[id]!.reading = false
            clients[id]!.closeWhenAnswered = true
        }
        clients[id]!.nextSequence = 1
        answer(id, sequence: 0, with: rejectionReply(rejection))
    }

    // MARK: Reading

    private func service(_ id: UInt64, _ events: Int32) {
        if events & (POLLIN | POLLHUP | POLLERR) != 0, clients[id]?.reading == true {
            readAvailable(id)
        }
        if events & POLLOUT != 0 {
            flush(id)
        }
        if events & (POLLHUP | POLLERR | POLLNVAL) != 0 {
            // The peer has closed its end: nothing more can reach it, though its last requests
            // have just been handed on and are acted upon.
            drop(id)
        }
    }

    private func readAvailable(_ id: UInt64) {
        if clients[id]?.refused == true {
            discardInput(id)
            return
        }
        var items: [LineFramer.Item] = []
        for _ in 0..<Self.readsPerTurn {
            guard let descriptor = clients[id]?.descriptor else { return }
            switch UnixSocket.receive(descriptor, into: readBuffer) {
            case .success(0):
                let last = clients[id]!.framer.finish()
                clients[id]!.reading = false
                clients[id]!.closeWhenAnswered = true
                if let last { handle(last, from: id) }
                closeIfAnswered(id)
                return
            case .success(let count):
                items.removeAll(keepingCapacity: true)
                clients[id]!.framer.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<count])) { items.append($0) }
                for item in items { handle(item, from: id) }
                if count < readBuffer.count { return }
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                return
            case .failure:
                drop(id)
                return
            }
        }
    }

    private func discardInput(_ id: UInt64) {
        guard let descriptor = clients[id]?.descriptor else { return }
        while true {
            switch UnixSocket.receive(descriptor, into: readBuffer) {
            case .success(let count) where count > 0:
                clients[id]!.discarded += count
                if clients[id]!.discarded > Self.refusedInputLimit {
                    drop(id)
                    return
                }
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                return
            default:
                drop(id)  // end of stream or an error: the peer is done
                return
            }
        }
    }

    private func handle(_ item: LineFramer.Item, from id: UInt64) {
        guard clients[id] != nil else { return }
        let sequence = clients[id]!.nextSequence
        clients[id]!.nextSequence += 1
        switch item {
        case .oversized:
            answer(id, sequence: sequence, with: rejectionReply(.oversizedRequest(limit: limit)))
        case .line(let bytes):
            guard let line = String(validating: bytes, as: UTF8.self) else {
                answer(id, sequence: sequence, with: rejectionReply(.notUTF8))
                return
            }
            onRequest(ControlSocketRequest(line: line, route: ReplyRoute(mailbox: mailbox, connection: id, sequence: sequence)))
        }
    }

    // MARK: Writing

    /// Records the reply to request `sequence` of connection `id` and sends what is in order.
    private func answer(_ id: UInt64, sequence: UInt64, with line: String) {
        guard clients[id] != nil else { return }  // the client has gone: dropped quietly
        clients[id]!.waiting[sequence] = line
        while let next = clients[id]!.waiting.removeValue(forKey: clients[id]!.nextToSend) {
            clients[id]!.nextToSend += 1
            appendLine(next, to: id)
        }
        flush(id)
    }

    private func appendLine(_ line: String, to id: UInt64) {
        // A newline inside the reply would split it in two for the client; in JSON a newline
        // between tokens is only whitespace, so a space keeps the document valid.
        let bytes = line.utf8.lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        clients[id]!.output.append(contentsOf: bytes)
        clients[id]!.output.append(0x0A)
    }

    /// Writes what the clients are still owed, waiting for slow readers at most `limit`.
    private func flushBeforeClosing(within limit: Duration) {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let owed = clients.filter { $0.value.pendingOutput > 0 }.map(\.key)
            if owed.isEmpty { return }
            for id in owed { flush(id) }
            var descriptors = owed.compactMap { clients[$0].map { pollfd(fd: $0.descriptor, events: Int16(POLLOUT), revents: 0) } }
            if clients.values.contains(where: { $0.pendingOutput > 0 }) {
                _ = poll(&descriptors, nfds_t(descriptors.count), max(1, ContinuousClock.now.duration(to: deadline).pollMilliseconds))
            }
        }
    }

    private func flush(_ id: UInt64) {
        guard let client = clients[id] else { return }
        var sentTotal = 0
        var failed = false
        client.output.withUnsafeBytes { output in
            var start = client.outputStart + sentTotal
            while start < output.count {
                switch UnixSocket.send(client.descriptor, UnsafeRawBufferPointer(rebasing: output[start...])) {
                case .success(let sent):
                    sentTotal += sent
                    start += sent
                case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                    return
                case .failure:
                    failed = true
                    return
                }
            }
        }
        if failed {
            drop(id)
            return
        }
        clients[id]!.outputStart += sentTotal
        if clients[id]!.pendingOutput == 0 {
            clients[id]!.output.removeAll(keepingCapacity: clients[id]!.output.count <= 64 << 10)
            clients[id]!.outputStart = 0
            if clients[id]!.refused && !clients[id]!.writeShutDown && clients[id]!.isAnswered {
                // The refusal is out: end of stream for the peer, whose input is still drained.
                clients[id]!.writeShutDown = true
                _ = shutdown(client.descriptor, Int32(SHUT_WR))
            }
        }
        closeIfAnswered(id)
    }

    private func closeIfAnswered(_ id: UInt64) {
        guard let client = clients[id], client.closeWhenAnswered, client.isAnswered else { return }
        drop(id)
    }

    private func drop(_ id: UInt64) {
        guard let client = clients.removeValue(forKey: id) else { return }
        UnixSocket.close(client.descriptor)
    }

    // MARK: Closing

    private func shutDown() {
        for client in clients.values {
            UnixSocket.close(client.descriptor)
        }
        clients.removeAll()
        UnixSocket.close(listener)
        Self.removeSocketFile(at: path, ifStill: made)
    }

    /// Removes the socket file if it is the one this server made. Another host may have
    /// replaced it since (after deciding ours was stale); that one is not ours to remove.
    static func removeSocketFile(at path: String, ifStill made: SocketFileStatus) {
        guard case .success(let now) = SocketFileStatus.of(path: path), now.isSameFile(as: made) else { return }
        _ = unlink(path)
    }
}
