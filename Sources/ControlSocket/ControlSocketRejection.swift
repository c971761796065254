/// Why the server turned a request or a whole connection away. The server sends the line the
/// host's `rejectionReply` makes of it, so the client learns why instead of seeing a silent close.
package enum ControlSocketRejection: Sendable, Equatable {
    /// A request line longer than `limit` bytes. The server replies, then drops everything up
    /// to the next newline and goes on with the connection, having held at most `limit` bytes.
    case oversizedRequest(limit: Int)
    /// The connecting process runs as another user (by SO_PEERCRED); the connection is closed
    /// after the reply.
    case peerOfAnotherUser(uid: UInt32)
    /// The socket file at the path is no longer the server's own, private file: someone changed
    /// its mode or owner, removed it or put another file there. Said when a connection is
    /// accepted; the connection is closed after the reply.
    case socketFileChanged(String)
    /// A request line that is not valid UTF-8. The connection goes on.
    case notUTF8
}

extension ControlSocketRejection {
    /// The one policy for who may talk to the host: the user it runs as, and nobody else (root
    /// included). File permissions already keep others out while the socket file stays 0600;
    /// this check holds even when someone has opened the file up.
    package static func forPeer(uid peer: UInt32, serverUID: UInt32) -> ControlSocketRejection? {
        peer == serverUID ? nil : .peerOfAnotherUser(uid: peer)
    }
}
