/// The version of HostKit's binary interface for plugins.
///
/// Raise it whenever a change would make a plugin built against the previous HostKit misbehave
/// (a new protocol requirement, a changed class layout). `apphost` refuses a plugin whose
/// delegate reports another version.
public enum HostKitInterface {
    // Always emitted into the client, so a plugin carries the version it was compiled with.
    @_alwaysEmitIntoClient
    public static var version: Int { 2 }  // 2: the delegate's state-restoration requirements
}
