import Foundation
import SystemInterop

/// Turns changes to the plugin file and the app's storyboards into reloads.
///
/// Rules (see `HotReload.md`):
/// - a file **renamed** into place is whole at once (`mv`, and linkers that write elsewhere and
///   rename): it is looked at immediately;
/// - a file **written** in place (a linker writing its output directly, an editor saving) is
///   looked at once it has been quiet for the debounce interval, so a burst of writes is one
///   reload;
/// - a plugin image shorter than its own headers declare is still being written: it is
///   ignored until the next change;
/// - a new plugin build rebuilds the interface from the storyboards too, so a storyboard change
///   waiting at that moment is dropped.
@MainActor
final class ReloadWatch {
    private let host: ApplicationHost
    private let clock: AppClock
    /// `nil` when the plugin file is not watched (`apphost dev` sends `reload` itself).
    private let pluginPath: String?
    private let storyboardFolder: String?
    private let debounce: Duration
    private var pluginTimer: AppClock.TimerID?
    private var storyboardTimer: AppClock.TimerID?
    private var changedStoryboard: String?
    private var noticedAt: ContinuousClock.Instant?

    /// The folders to watch for `pluginPath` and the storyboards in `storyboardFolder`.
    nonisolated static func folders(pluginPath: String?, storyboardFolder: String?) -> [String] {
        (pluginPath.map { [PathNames.folder(of: $0)] } ?? []) + (storyboardFolder.map { [$0] } ?? [])
    }

    init(host: ApplicationHost, clock: AppClock, pluginPath: String?, storyboardFolder: String?, debounce: Duration) {
        self.host = host
        self.clock = clock
        self.pluginPath = pluginPath.map { PathNames.folder(of: $0) + "/" + ($0 as NSString).lastPathComponent }
        self.storyboardFolder = storyboardFolder.map { $0.isEmpty ? "." : $0 }
        self.debounce = debounce
    }

    func handle(_ changes: [FileChange]) {
        let now = ContinuousClock.now
        for change in changes where change.kind != .removed {
            if change.path == pluginPath {
                noticedAt = noticedAt ?? now
                if let pluginTimer { clock.cancel(pluginTimer) }
                pluginTimer = nil
                if change.kind == .movedIn {
                    reloadPlugin()
                } else {
                    pluginTimer = clock.schedule(after: debounce) { [weak self] in self?.reloadPlugin() }
                }
            } else if isStoryboard(change.path) {
                noticedAt = noticedAt ?? now
                changedStoryboard = change.path
                if let storyboardTimer { clock.cancel(storyboardTimer) }
                storyboardTimer = clock.schedule(after: change.kind == .movedIn ? .zero : debounce) { [weak self] in self?.reloadInterface() }
            }
        }
    }

    private func isStoryboard(_ path: String) -> Bool {
        guard let storyboardFolder else { return false }
        return PathNames.folder(of: path) == storyboardFolder && path.hasSuffix(".storyboard.json")
    }

    private func reloadPlugin() {
        pluginTimer = nil
        if let storyboardTimer { clock.cancel(storyboardTimer) }
        storyboardTimer = nil
        changedStoryboard = nil
        let noticed = takeNoticedAt()
        if case .incomplete(let have, let need)? = host.reloadPlugin(cause: .pluginChanged, noticedAt: noticed) {
            host.trace.record(.host, "buildIncomplete", state: host.state, ["path": .string(host.generations?.sourcePath ?? ""), "bytes": .int(Int64(have)), "declared": .int(Int64(need))])
            host.logger.info("\(host.generations?.sourcePath ?? "the plugin") is still being written (\(have) of \(need) bytes); waiting for the rest")
        }
    }

    private func reloadInterface() {
        storyboardTimer = nil
        guard let path = changedStoryboard else { return }
        changedStoryboard = nil
        _ = host.reloadInterface(changedStoryboard: path, noticedAt: takeNoticedAt())
    }

    private func takeNoticedAt() -> ContinuousClock.Instant {
        defer { noticedAt = nil }
        return noticedAt ?? .now
    }
}
