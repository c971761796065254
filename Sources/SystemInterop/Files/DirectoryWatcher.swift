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

    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// Watches folders with inotify and reports changes to the files in them, in batches.
///
/// It watches **folders**, not files: a rebuilt plugin is usually a new file (a linker that
/// writes elsewhere and renames, or `mv`), which a watch on the old file's inode never sees.
/// Changes are read on a thread of the watcher's own, which blocks in `poll` and costs nothing
/// while nothing changes; `onChanges` runs on that thread.
package final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let stopBell: Wakeup
    private let thread: Mutex<SystemThread?>

    /// Starts watching `directories`. Fails when a folder does not exist or the system's inotify
    /// limits are reached.
    package init(directories: [String], onChanges: @escaping @Sendable ([FileChange]) -> Void) throws(SystemCallError) {
        let descriptor = try SystemCall.check("inotify_init1") { inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK)) }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
        var folders: [Int32: String] = [:]
        for directory in Set(directories) {
            let watch: Int32
            switch SystemCall.result("inotify_add_watch(\(directory))", { inotify_add_watch(descriptor, directory, mask) }) {
            case .success(let added): watch = added
            case .failure(let error):
                close(descriptor)
                throw error
            }
            folders[watch] = directory
        }
        let stopBell = try Wakeup(reporting: ())
        self.descriptor = descriptor
        self.stopBell = stopBell
        let watchedFolders = folders
        let started = SystemThread.start(name: "apphost-watch") {
            Self.readChanges(from: descriptor, folders: watchedFolders, until: stopBell, onChanges: onChanges)
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

    private static func readChanges(from descriptor: Int32, folders: [Int32: String], until stopBell: Wakeup,
                                    onChanges: @Sendable ([FileChange]) -> Void) {
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
                changes += parse(UnsafeRawBufferPointer(start: buffer, count: count), folders: folders)
            }
            if !changes.isEmpty { onChanges(changes) }
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
            let kind: FileChange.Kind
            if event.mask & UInt32(IN_CLOSE_WRITE) != 0 {
                kind = .written
            } else if event.mask & UInt32(IN_MOVED_TO) != 0 {
                kind = .movedIn
            } else if event.mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                kind = .removed
            } else {
                continue
            }
            changes.append(FileChange(path: folder.hasSuffix("/") ? folder + name : folder + "/" + name, kind: kind))
        }
        return changes
    }
}
