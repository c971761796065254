/// The one shape of every error AppHost reports, from any module: a code (the `error[CODE]` of
/// `ExitCodes.md`), a message that names the file, class or key, further facts, a remedy, and
/// where in a source file the problem is, when there is one.
///
/// Conforming types keep their own domain (a storyboard diagnostic, a restoration error, a
/// failed system call) and get the printed forms from ``report`` and ``oneLineReport``, so that
/// every error reads the same way.
public protocol AppHostError: Error {
    /// A stable, lowercase, dash-separated code: `bad-storyboard`, `missing-key`.
    var errorCode: String { get }
    /// What is wrong, naming the file, the class or the key.
    var message: String { get }
    /// Further facts, one each: what the plugin does contain, the loader's own words.
    var facts: [String] { get }
    /// What to do about it.
    var remedy: String { get }
    /// Where in a source file, for errors that have one.
    var fileLocation: FileLocation? { get }
}

extension AppHostError {
    public var facts: [String] { [] }
    public var fileLocation: FileLocation? { nil }

    /// What `apphost` prints on standard error. An error in a file reads as compilers print
    /// theirs, so that editors and terminals can jump to it:
    ///
    ///     Main.storyboard.json:12:5: error: unknown key "titel" in a Button
    ///       fix: did you mean "title"?
    ///
    /// and any other error leads with its code:
    ///
    ///     error[class-not-found]: delegate class 'App.AppDelegat' is not in plugin 'libApp.so'
    ///       the plugin has: App.AppDelegate
    ///       fix: did you mean 'App.AppDelegate'?
    public var report: String {
        var lines: [String] = []
        if let location = fileLocation, location.file != nil {
            lines.append("\(location): error: \(message)")
        } else {
            lines.append("error[\(errorCode)]: \(message)")
        }
        lines += facts.map { "  \($0)" }
        lines.append("  fix: \(remedy)")
        return lines.joined(separator: "\n")
    }

    /// The error on one line, for log lines, trace records and control-socket replies.
    public var oneLineReport: String {
        let place = fileLocation.map { "\($0): " } ?? ""
        return "\(place)\(message) (fix: \(remedy))"
    }
}
