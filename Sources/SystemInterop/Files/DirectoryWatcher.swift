import Glibc
import Synchronization

/// A change to a file in a watched folder.
package struct FileChange: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A writer closed the file after writing to it: a linker that writes in place is done.
        case written
        /// The file was renamed into the folder: a complete file replaced it at once.
        case movedIn
        case removed
    }

    /// The full path of the file.
    package let path: String
    package let kind: Kind
    /// Whether it is a folder (made, renamed in or removed) rather than a file.
    package let isFolder: Bool

    package init(path: String, kind: Kind, isFolder: Bool = false) {
        self.path = path
        self.kind = kind
        self.isFolder = isFolder
    }
}

/// Watches folders with inotify and reports changes to the files in them, in batches.
///
/// It watches **folders**, not files: a rebuilt plugin is usually a new file (a linker that
/// writes elsewhere and renames, or `mv`), which a watch on the old file's inode never sees.
/// Changes are read on a thread of the watcher's own, which blocks in `poll` and costs nothing
/// while nothing changes; `onChanges` runs on that thread.
///
/// A **recursive** watcher also watches every folder below the given ones, and each folder made
/// or renamed into one of them later (reported as a change of its own, since files may have
/// appeared in it before its watch was added). Symbolic links are not followed.
package final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let stopBell: Wakeup
    private let thread: Mutex<SystemThread?>

    /// Starts watching `directories`. Fails when a folder does not exist or the system's inotify
    /// limits are reached.
    package init(directories: [String], recursive: Bool = false, onChanges: @escaping @Sendable ([FileChange]) -> Void) throws(SystemCallError) {
        let descriptor = try SystemCall.check("inotify_init1") { inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK)) }
        var folders: [Int32: String] = [:]
        for directory in Set(directories) {
            let added = recursive ? Self.addWatches(descriptor, under: directory, to: &folders) : Self.addWatch(descriptor, directory, to: &folders)
            if case .failure(let error) = added {
                close(descriptor)
                throw error
            }
        }
        let stopBell = try Wakeup(reporting: ())
        self.descriptor = descriptor
        self.stopBell = stopBell
        let watchedFolders = folders
        let started = SystemThread.start(name: "apphost-watch") {
            Self.readChanges(from: descriptor, folders: watchedFolders, recursive: recursive, until: stopBell, onChanges: onChanges)
        }
        switch started {
        case .success(let thread): self.thread = Mutex(thread)
        case .failure(let error):
            close(descriptor)
            throw error
        }
    }

    /// Stops watching; `onChanges` is not called once this returns.
    package func stop() {
        guard let thread = thread.withLock({ current -> SystemThread? in defer { current = nil }; return current }) else { return }
        stopBell.ring()
        if !thread.isCurrent { thread.join() } else { thread.detach() }
    }

    deinit {
        stop()
        close(descriptor)
    }

    private static let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
    /// A bound on the folders one recursive watcher watches, well under the system's usual
    /// inotify limit, so that a tree of build products or a link loop cannot use it all up.
    static let folderLimit = 4096

    private static func addWatch(_ descriptor: Int32, _ folder: String, to folders: inout [Int32: String]) -> Result<Void, SystemCallError> {
        SystemCall.result("inotify_add_watch(\(folder))", { inotify_add_watch(descriptor, folder, mask) })
            .map { folders[$0] = folder }
    }

    /// Watches `top` and the folders below it, depth first.
    private static func addWatches(_ descriptor: Int32, under top: String, to folders: inout [Int32: String]) -> Result<Void, SystemCallError> {
        var pending = [top]
        while let folder = pending.popLast() {
            if case .failure(let error) = addWatch(descriptor, folder, to: &folders) {
                // A folder below the top that went away meanwhile is no error.
                if folder == top || error.code != ENOENT { return .failure(error) }
                continue
            }
            guard folders.count < folderLimit else {
                return .failure(SystemCallError(call: "inotify_add_watch(\(folder)): more than \(folderLimit) folders", code: ENOSPC))
            }
            pending += subfolders(of: folder)
        }
        return .success(())
    }

    /// The folders in `folder`, not following links.
    private static func subfolders(of folder: String) -> [String] {
        var found: [String] = []
        FolderListing.forEachEntry(in: folder) { name, type in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder = type == UInt8(DT_DIR)
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder { found.append(path) }
        }
        return found
    }

    private static func readChanges(from descriptor: Int32, folders initialFolders: [Int32: String], recursive: Bool, until stopBell: Wakeup,
                                    onChanges: @Sendable ([FileChange]) -> Void) {
        var folders = initialFolders
        // Room for many events at once: a build touches many files in a folder.
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopBell.descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            guard case .success = SystemCall.result("poll", { poll(&entries, 2, -1) }) else { return }
            if entries[1].revents != 0 { return }
            var changes: [FileChange] = []
            while true {
                let count = read(descriptor, buffer, capacity)
                guard count > 0 else { break }  // EAGAIN: drained
                let batch = UnsafeRawBufferPointer(start: buffer, count: count)
                if recursive { forgetRemovedWatches(in: batch, folders: &folders) }
                changes += parse(batch, folders: folders)
            }
            if recursive {
                for change in changes where change.isFolder && change.kind != .removed {
                    _ = addWatches(descriptor, under: change.path, to: &folders)
                }
            }
            if !changes.isEmpty { onChanges(changes) }
        }
    }

    /// Drops the folders whose watch the kernel removed (the folder was deleted or moved away).
    private static func forgetRemovedWatches(in events: UnsafeRawBufferPointer, folders: inout [Int32: String]) {
        let fixedSize = MemoryLayout<inotify_event>.size
        var offset = 0
        while offset + fixedSize <= events.count {
            let event = events.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
            offset += fixedSize + Int(event.len)
        }
    }

    /// The changes in a buffer of `inotify_event`s. The Swift import of the struct leaves out its
    /// trailing `name`, which starts right after the fixed part and is `len` bytes, NUL padded.
    static func parse(_ events: UnsafeRawBufferPointer, folders: [Int32: String]) -> [FileChange] {
        let fixedSize = MemoryLayout<inotify_event>.size
        var changes: [FileChange] = []
        var offset = 0
        while offset + fixedSize <= events.count {
            let event = events.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            defer { offset += fixedSize + nameLength }
            guard nameLength > 0, offset + fixedSize + nameLength <= events.count, let folder = folders[event.wd] else { continue }
            let nameBytes = UnsafeRawBufferPointer(rebasing: events[(offset + fixedSize)..<(offset + fixedSize + nameLength)])
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            let isFolder = event.mask & UInt32(IN_ISDIR) != 0
            let kind: FileChange.Kind
            if event.mask & UInt32(IN_CREATE) != 0 {
                // A new file is reported when its writer closes it; a new folder at once.
                guard isFolder else { continue }
                kind = .movedIn
            } else if event.mask & UInt32(IN_CLOSE_WRITE) != 0 {
                kind = .written
            } else if event.mask & UInt32(IN_MOVED_TO) != 0 {
                kind = .movedIn
            } else if event.mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                kind = .removed
            } else {
                continue
            }
            changes.append(FileChange(path: folder.hasSuffix("/") ? folder + name : folder + "/" + name, kind: kind, isFolder: isFolder))
        }
        return changes
    }
}
