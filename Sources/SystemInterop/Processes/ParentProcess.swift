import CSystemInterop
import Glibc

/// Has ``ProcessSignal/parentEnded`` sent to this process when the process that started it
/// ends, however it ends (SIGKILL, SIGQUIT, a crash), and at once if it has already ended: a
/// supervised app then terminates as with `terminate` instead of running on, orphaned, with
/// nobody to stop it. Call it from the main thread once that signal is watched.
package func terminateWhenParentEnds() {
    _ = csi_signal_when_parent_ends(ProcessSignal.parentEnded.number)
}
