import ControlSocket
import Glibc

/// The server thread's work: one poll() over the mailbox's doorbell, the listening socket and every
/// connection. Each connection's state and rules are a ``ControlSocketClient`` value; this loop only
/// makes the system calls. Lives and dies on that thread, so its state needs no lock.
final class ControlSocketServerLoop {
    /// Bytes read per recv(), and the most read from one client before the others get a turn.
    private static let readChunk = 64 << 10
    private static let readsPerTurn = 16
    /// No more than this many refused clients linger at once, so that refused peers cannot hold
    /// descriptors at will.
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

    private var clients: [UInt64: ControlSocketClient] = [:]
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
                if client.wantsInput { events |= POLLIN }
                if client.pendingOutput > 0 { events |= POLLOUT }
                descriptors.append(pollfd(fd: client.descriptor, events: Int16(events), revents: 0))
                polledClients.append(id)
            }

            if case .failure(let failure) = SystemCall.result("poll", { poll(&descriptors, nfds_t(descriptors.count), timeout) }) {
                if failure.code == ENOMEM || failure.code == EAGAIN { continue }
                writeToStandardError("apphost: the control socket \(path) stops serving: \(failure)\n")
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
        clients[id] = ControlSocketClient(descriptor: descriptor, lineLimit: limit)
        // Who connects first, then the file: a peer of another user is the sharper fact, and
        // reaching the socket at all may have needed the file opened up.
        let rejection = ControlSocketRejection.forPeer(uid: peer, serverUID: serverUID)
            ?? ControlSocketRejection.forSocketFile(SocketFileStatus.of(path: path), made: made, path: path)
        guard let rejection else { return }
        let lingering = clients.values.count { $0.isRefused }
        clients[id]?.refuse(with: rejectionReply(rejection), linger: lingering < Self.refusedLingerLimit)
        flush(id)
    }

    // MARK: Reading

    private func service(_ id: UInt64, _ events: Int32) {
        if events & (POLLIN | POLLHUP | POLLERR) != 0, clients[id]?.isReading == true {
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
        for _ in 0..<Self.readsPerTurn {
            guard let client = clients[id] else { return }
            switch UnixSocket.receive(client.descriptor, into: readBuffer) {
            case .success(0):
                if client.isRefused {
                    drop(id)  // end of stream: the refused peer is done
                    return
                }
                handle(clients[id]?.receivedEndOfInput() ?? [], from: id)
                closeIfAnswered(id)
                return
            case .success(let count):
                if client.isRefused {
                    guard clients[id]?.discard(count) == true else {
                        drop(id)
                        return
                    }
                    continue
                }
                handle(clients[id]?.received(UnsafeRawBufferPointer(rebasing: readBuffer[..<count])) ?? [], from: id)
                if count < readBuffer.count { return }
            case .failure(let failure) where failure.code == EAGAIN || failure.code == EWOULDBLOCK:
                return
            case .failure:
                drop(id)
                return
            }
        }
    }

    private func handle(_ inputs: [ControlSocketClient.Input], from id: UInt64) {
        for input in inputs {
            switch input {
            case .request(let line, let sequence):
                onRequest(ControlSocketRequest(line: line, route: ReplyRoute(mailbox: mailbox, connection: id, sequence: sequence)))
            case .rejected(let rejection, let sequence):
                answer(id, sequence: sequence, with: rejectionReply(rejection))
            }
        }
    }

    // MARK: Writing

    /// Records the reply to request `sequence` of connection `id` and sends what is in order.
    private func answer(_ id: UInt64, sequence: UInt64, with line: String) {
        guard clients[id] != nil else { return }  // the client has gone: dropped quietly
        clients[id]?.answer(sequence: sequence, with: line)
        flush(id)
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
        client.withPendingOutput { output in
            while sentTotal < output.count {
                switch UnixSocket.send(client.descriptor, UnsafeRawBufferPointer(rebasing: output[sentTotal...])) {
                case .success(let sent):
                    sentTotal += sent
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
        if clients[id]?.wrote(sentTotal) == true {
            // The refusal is out: end of stream for the peer, whose input is still drained.
            _ = shutdown(client.descriptor, Int32(SHUT_WR))
        }
        closeIfAnswered(id)
    }

    private func closeIfAnswered(_ id: UInt64) {
        guard clients[id]?.shouldClose == true else { return }
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
