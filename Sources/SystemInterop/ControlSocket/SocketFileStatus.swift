import ControlSocket
import Glibc

/// What `lstat` says about the file at a socket's path: enough to tell whether it is still the
/// very socket the server made, private to its user.
struct SocketFileStatus: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let isSocket: Bool
    /// The permission bits, e.g. 0o600.
    let permissions: UInt32
    let owner: UInt32

    /// The file at `path`, not following a symbolic link: a link at the path is not our socket.
    static func of(path: String) -> Result<SocketFileStatus, SystemCallError> {
        var info = stat()
        if case .failure(let failure) = SystemCall.result("lstat", { lstat(path, &info) }) { return .failure(failure) }
        return .success(SocketFileStatus(
            device: UInt64(info.st_dev),
            inode: UInt64(info.st_ino),
            isSocket: info.st_mode & S_IFMT == S_IFSOCK,
            permissions: info.st_mode & 0o7777,
            owner: info.st_uid
        ))
    }

    /// The permission bits the way `ls` and `chmod` write them, e.g. "0600".
    var modeText: String { permissionsText(permissions) }

    func isSameFile(as other: SocketFileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}

/// Permission bits written as `chmod` takes them, e.g. "0600".
func permissionsText(_ permissions: UInt32) -> String {
    let octal = String(permissions, radix: 8)
    return String(repeating: "0", count: max(0, 4 - octal.count)) + octal
}

/// The process's effective user id: the user that owns the files it creates.
func effectiveUserID() -> UInt32 { geteuid() }

extension ControlSocketRejection {
    /// Whether the file now at `path` is still the socket the server made (`made`), with mode
    /// 0600 and owned by the server's user; the rejection naming what changed otherwise.
    static func forSocketFile(_ current: Result<SocketFileStatus, SystemCallError>, made: SocketFileStatus,
                              path: String) -> ControlSocketRejection? {
        let now: SocketFileStatus
        switch current {
        case .failure(let failure) where failure.code == ENOENT:
            return .socketFileChanged("the control socket file \(path) was removed")
        case .failure(let failure):
            return .socketFileChanged("the control socket file \(path) cannot be checked: \(failure.reason)")
        case .success(let status):
            now = status
        }
        if !now.isSameFile(as: made) || !now.isSocket {
            return .socketFileChanged("the control socket file \(path) was replaced by another file")
        }
        if now.permissions != 0o600 {
            return .socketFileChanged("the control socket file \(path) now has mode \(now.modeText), not 0600")
        }
        if now.owner != made.owner {
            return .socketFileChanged("the control socket file \(path) is now owned by uid \(now.owner), not \(made.owner)")
        }
        return nil
    }
}
