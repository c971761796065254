import ControlSocket
import Glibc
import Synchronization

/// The host's end of its control socket: a Unix-domain stream socket that takes JSON Lines
/// requests, one per line, and sends one reply line for each. What the lines mean is the
/// host's business; this type only moves them, safely.
///
/// Only the user the host runs as can connect: the socket file is 0600, every peer's uid is
/// checked (SO_PEERCRED), and the file's mode and owner are checked again at each connection.
/// One thread of its own serves every connection, sleeping in poll() while nothing happens.
package final class ControlSocketServer: Sendable {
    /// The socket file's path, as given.
    package let path: String
    private let mailbox: ControlSocketMailbox
    private let thread: SystemThread
    private let closed = Atomic(false)

    /// Creates the socket at `path` with mode 0600 (umask while binding, so there is no window
    /// with a wider mode), listens, and serves on a thread of its own.
    ///
    /// A stale socket file (connect gets ECONNREFUSED: its host crashed) is replaced; a live
    /// one (connect succeeds) is never stolen: this throws, naming the path. A file at the path
    /// that is not a socket is never deleted: this throws. So does a path too long for a Unix
    /// socket address, with a remedy.
    ///
    /// - Parameters:
    ///   - maximumRequestLength: The longest request line, in bytes without its newline; a
    ///     connection never buffers more than this.
    ///   - rejectionReply: The reply line for a rejected request or connection. Runs on the
    ///     server's thread.
    ///   - onRequest: Receives each request, in order of arrival; those of one connection keep
    ///     their order, and so do their replies. Runs on the server's thread, which serves no
    ///     one meanwhile: hand the request on and return.
    package init(path: String, maximumRequestLength: Int = 1 << 20,
                rejectionReply: @escaping @Sendable (ControlSocketRejection) -> String,
                onRequest: @escaping @Sendable (ControlSocketRequest) -> Void) throws(ControlSocketError) {
        precondition(maximumRequestLength > 0, "maximumRequestLength must be positive")
        let address = try UnixSocket.address(of: path)
        try Self.removeStaleSocket(at: path, address: address)
        let (listener, made) = try Self.listen(at: path, address: address)

        let mailbox: ControlSocketMailbox
        do {
            mailbox = try ControlSocketMailbox()
        } catch {
            Self.abandon(listener, path: path, made: made)
            throw ControlSocketError(error, path: path, remedy: "the process is out of file descriptors; raise `ulimit -n`")
        }
        let started = SystemThread.start(name: "apphost.control") {
            let loop = ControlSocketServerLoop(listener: listener, path: path, made: made, limit: maximumRequestLength,
                                               mailbox: mailbox, rejectionReply: rejectionReply, onRequest: onRequest)
            loop.run()
        }
        switch started {
        case .success(let thread):
            self.thread = thread
        case .failure(let failure):
            Self.abandon(listener, path: path, made: made)
            throw ControlSocketError(failure, path: path, remedy: "the system is out of threads; end some processes and try again")
        }
        self.path = path
        self.mailbox = mailbox
    }

    deinit {
        close()
    }

    /// Stops serving, closes every connection and removes the socket file if it is still the
    /// one this server made (same device and inode). Replies sent afterwards are dropped.
    /// Idempotent; safe from `onRequest` too, though then the file goes once the callback returns.
    package func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        mailbox.close()
        if thread.isCurrent {
            thread.detach()
        } else {
            thread.join()
        }
    }

    /// Clears the way for a new socket at `path`: nothing there, or a socket nobody listens on.
    private static func removeStaleSocket(at path: String, address: sockaddr_un) throws(ControlSocketError) {
        let status: SocketFileStatus
        switch SocketFileStatus.of(path: path) {
        case .success(let found):
            status = found
        case .failure(let failure) where failure.code == ENOENT:
            return
        case .failure(let failure):
            throw ControlSocketError(failure, path: path, remedy: "check that the socket's folder exists and can be searched")
        }
        guard status.isSocket else {
            throw ControlSocketError(message: "\(path) exists and is not a socket; it was left as it is",
                                     remedy: "move that file away, or choose another control socket path")
        }
        let probe: Int32
        switch UnixSocket.makeStreamSocket() {
        case .success(let descriptor): probe = descriptor
        case .failure(let failure): throw ControlSocketError(failure, path: path, remedy: "raise `ulimit -n`")
        }
        let outcome = UnixSocket.connect(probe, to: address)
        UnixSocket.close(probe)
        switch outcome {
        case ECONNREFUSED:
            // Nobody listens: the host that made it ended without removing it.
            if case .failure(let failure) = SystemCall.result("unlink", retryingInterruptions: false, { unlink(path) }), failure.code != ENOENT {
                throw ControlSocketError(failure, path: path, remedy: "remove the stale socket file yourself, or choose another path")
            }
        case 0, EAGAIN, EINPROGRESS:
            throw ControlSocketError(message: "another process is serving the control socket at \(path); it was left as it is",
                                     remedy: "stop that host first, or give this one another control socket path")
        default:
            throw ControlSocketError(
                message: "cannot tell whether the control socket at \(path) is in use: connect: \(String(cString: strerror(outcome)))",
                remedy: "remove the file if no host is running, or choose another control socket path")
        }
    }

    /// Binds and listens; returns the listening descriptor and the file as made.
    private static func listen(at path: String, address: sockaddr_un) throws(ControlSocketError) -> (Int32, SocketFileStatus) {
        let listener: Int32
        switch UnixSocket.makeStreamSocket() {
        case .success(let descriptor): listener = descriptor
        case .failure(let failure): throw ControlSocketError(failure, path: path, remedy: "raise `ulimit -n`")
        }
        // bind() creates the file with 0777 & ~umask. umask is process-wide: a file another
        // thread creates in these microseconds gets at most 0600 too, narrower, never wider.
        let previousMask = umask(0o177)
        let bindError = UnixSocket.bind(listener, to: address)
        umask(previousMask)
        guard bindError == 0 else {
            UnixSocket.close(listener)
            if bindError == EADDRINUSE {
                throw ControlSocketError(message: "another process created the control socket \(path) just now; it was left as it is",
                                         remedy: "stop that host first, or give this one another control socket path")
            }
            throw ControlSocketError(SystemCallError(call: "bind", code: bindError), path: path,
                                     remedy: "check that the socket's folder exists and is writable")
        }
        if case .failure(let failure) = SystemCall.result("listen", retryingInterruptions: false, { Glibc.listen(listener, SOMAXCONN) }) {
            UnixSocket.close(listener)
            _ = unlink(path)
            throw ControlSocketError(failure, path: path, remedy: "choose another control socket path")
        }
        switch SocketFileStatus.of(path: path) {
        case .success(let made) where made.isSocket && made.permissions == 0o600:
            return (listener, made)
        case .success(let made):
            UnixSocket.close(listener)
            _ = unlink(path)
            throw ControlSocketError(message: "the control socket \(path) was created with mode \(made.modeText), not 0600",
                                     remedy: "put the socket on a file system that keeps Unix permissions, e.g. in /tmp")
        case .failure(let failure):
            UnixSocket.close(listener)
            throw ControlSocketError(failure, path: path, remedy: "check that nothing else removes files in the socket's folder")
        }
    }

    private static func abandon(_ listener: Int32, path: String, made: SocketFileStatus) {
        UnixSocket.close(listener)
        ControlSocketServerLoop.removeSocketFile(at: path, ifStill: made)
    }
}
