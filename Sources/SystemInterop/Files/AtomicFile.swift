import Glibc

/// Writes files so that a reader (or the next launch, after a crash or a power cut) sees either
/// the old contents or the new, never a mix: the bytes go to a temporary file in the same folder,
/// which is flushed to disk (`fsync`) and then renamed over the target; the folder is flushed
/// too, so that the rename itself survives.
package enum AtomicFile {
    /// `mode` is the new file's permissions (before the umask): owner-only unless the file is meant
    /// to be shared, as installed programs and generated sources are.
    package static func write(_ bytes: [UInt8], to path: String, mode: UInt32 = 0o600) throws(SystemCallError) {
        let folder = PathNames.folder(of: path)
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = try SystemCall.check("open(\(temporary))") { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode_t(mode)) }
        var failure: SystemCallError?
        var offset = 0
        while offset < bytes.count, failure == nil {
            switch SystemCall.result("write(\(temporary))", { bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } }) {
            case .success(let written): offset += written
            case .failure(let error): failure = error
            }
        }
        if failure == nil, case .failure(let error) = SystemCall.result("fsync(\(temporary))", { fsync(descriptor) }) { failure = error }
        close(descriptor)
        if failure == nil, case .failure(let error) = SystemCall.result("rename(\(temporary), \(path))", retryingInterruptions: false, { rename(temporary, path) }) {
            failure = error
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}
