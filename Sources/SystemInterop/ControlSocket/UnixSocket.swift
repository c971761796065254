import CSystemInterop
import Glibc

/// The system calls of a Unix-domain stream socket, shared by the control socket's server and
/// its client.
enum UnixSocket {
    /// Bytes of `sun_path`, the terminating NUL included.
    static let pathCapacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)

    /// The address of `path`, or an error saying how long the path is and what to do: the
    /// kernel refuses longer paths with a bare EINVAL, which tells a user nothing.
    static func address(of path: String) throws(ControlSocketError) -> sockaddr_un {
        let bytes = Array(path.utf8)
        if bytes.isEmpty || bytes.contains(0) {
            throw ControlSocketError(message: "the control socket path '\(path)' is empty or contains a NUL byte",
                                     remedy: "pass a plain file path")
        }
        guard bytes.count < pathCapacity else {
            throw ControlSocketError(
                message: "the control socket path \(path) is \(bytes.count) bytes long; a Unix socket path holds at most \(pathCapacity - 1)",
                remedy: "choose a shorter path, e.g. in /tmp or $XDG_RUNTIME_DIR, or a relative path from a nearer working directory")
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { storage in
            storage.copyBytes(from: bytes)
            storage[bytes.count] = 0
        }
        return address
    }

    /// A new stream socket, non-blocking (every wait is a poll() with its own timeout) and
    /// close-on-exec (a plugin's child processes must not inherit the host's connections).
    static func makeStreamSocket() -> Result<Int32, SystemCallError> {
        SystemCall.result("socket", retryingInterruptions: false) {
            socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        }
    }

    /// Starts connecting; 0 or the error number. A non-blocking Unix socket connects at once,
    /// or fails with EAGAIN when the listener's backlog is full.
    static func connect(_ descriptor: Int32, to address: sockaddr_un) -> Int32 {
        // Not made again when interrupted: a second connect() on the same socket is an error.
        SystemCall.result("connect", retryingInterruptions: false) {
            withGenericAddress(address) { Glibc.connect(descriptor, $0, $1) }
        }.errorNumber
    }

    /// Binds `descriptor` to `address`; 0 or the error number.
    static func bind(_ descriptor: Int32, to address: sockaddr_un) -> Int32 {
        SystemCall.result("bind", retryingInterruptions: false) {
            withGenericAddress(address) { Glibc.bind(descriptor, $0, $1) }
        }.errorNumber
    }

    /// `address` as the generic `sockaddr` that connect() and bind() take, with its length.
    private static func withGenericAddress<Result>(_ address: sockaddr_un, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        var address = address
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Accepts one pending connection, non-blocking and close-on-exec like every other socket
    /// here (`accept4` is not in Swift's Glibc module): the descriptor, or the error
    /// (EAGAIN when none is pending).
    static func accept(_ listener: Int32) -> Result<Int32, SystemCallError> {
        SystemCall.result("accept") { Glibc.accept(listener, nil, nil) }.map { descriptor in
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            return descriptor
        }
    }

    /// Sends as much of `bytes` as the socket takes now: the count, or the error.
    /// MSG_NOSIGNAL: a client that has gone away must give EPIPE, not SIGPIPE the whole host.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemCallError> {
        SystemCall.result("send") { Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads what is there into `buffer`: the count (0 at end of stream), or the error.
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemCallError> {
        SystemCall.result("recv") { recv(descriptor, buffer.baseAddress, buffer.count, 0) }
    }

    /// The user id of the process that connected (SO_PEERCRED), as of its `connect`.
    static func peerUserID(_ descriptor: Int32) -> UInt32? {
        var uid: UInt32 = 0
        return csi_socket_peer_uid(descriptor, &uid) == 0 ? uid : nil
    }

    /// Closes a descriptor once. EINTR is not retried: on Linux the descriptor is gone anyway,
    /// and a retry could close one another thread has just been given.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }
}
