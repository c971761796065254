/// Why the app reloads.
enum ReloadCause: Sendable, Equatable {
    /// A new build of the plugin landed.
    case pluginChanged
    /// A storyboard the app uses changed: the interface is rebuilt with the same code.
    case storyboardChanged(path: String)
    /// `reload` from an events script or the control socket.
    case requested
    /// The reload to `failedGeneration` failed after the old generation had let go: the last good
    /// generation takes over again, with the state handed over before the failure.
    case rollback(failedGeneration: Int)

    var traceName: String {
        switch self {
        case .pluginChanged: "pluginChanged"
        case .storyboardChanged: "storyboardChanged"
        case .requested: "requested"
        case .rollback: "rollback"
        }
    }
}
