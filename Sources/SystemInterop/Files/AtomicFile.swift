import Glibc

/// Writes files so that a reader (or the next launch, after a crash or a power cut) sees either
/// the old contents or the new, never a mix: the bytes go to a temporary file in the same folder,
/// which is flushed to disk (`fsync`) and then renamed over the target; the folder is flushed
/// too, so that the rename itself survives.
///
/// The temporary file has a random name and is created exclusively (`O_EXCL`, `O_NOFOLLOW`), so that nothing
/// planted at a guessable name, such as another user's symbolic link in a shared folder, is
/// written through. The new file takes the mode of the file it replaces, or `newFileMode`: a
/// save never widens who can read the file.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600) throws(SystemCallError) {
        let folder = PathNames.folder(of: path)
        var existing = stat()
        let mode = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o777 : newFileMode
        let (descriptor, temporary) = try createTemporary(beside: path)
        var failure: SystemCallError?
        do throws(SystemCallError) {
            try SystemCall.check("fchmod(\(temporary))") { fchmod(descriptor, mode) }
            try SystemCall.writeAll(bytes, to: descriptor, naming: temporary)
            try SystemCall.check("fsync(\(temporary))") { fsync(descriptor) }
        } catch {
            failure = error
        }
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

    /// A new file `PATH.tmp-RANDOM`, mode 0600, that did not exist before.
    private static func createTemporary(beside path: String) throws(SystemCallError) -> (Int32, String) {
        while true {
            let temporary = "\(path).tmp-\(String(UInt64.random(in: 0 ... .max), radix: 36))"
            switch SystemCall.result("open(\(temporary))", { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }) {
            case .success(let descriptor): return (descriptor, temporary)
            case .failure(let failure) where failure.code == EEXIST: continue  // 64 random bits taken: draw again
            case .failure(let failure): throw failure
            }
        }
    }
}
