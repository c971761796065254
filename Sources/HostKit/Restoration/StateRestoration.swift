/// State preservation and restoration, as the host drives it: on save (before a hot reload, or
/// when the app goes to the background) it captures an archive; on the next launch, between
/// `willFinishLaunching` and `didFinishLaunching`, it restores it. See <doc:StateRestoration>.
///
/// Neither operation asks the delegate's `shouldSave…`/`shouldRestore…`: the host does, and
/// decides when to save.
@MainActor
package enum StateRestoration {
    /// Saves the delegate's state and every window's controller tree. The delegate's
    /// `application(_:willEncodeRestorableStateWith:)` runs first, then the
    /// `encodeRestorableState(with:)` of each controller that has a restoration identifier,
    /// parents first (containers before their children, a presenter before what it presents).
    ///
    /// - Parameter reportingLostSegueData: whether to report, as an issue, each controller that
    ///   a segue's `prepare(for:sender:)` handed data to and that encodes nothing: a hot reload
    ///   re-creates it without that data.
    package static func capture(application: Application, delegate: any ApplicationDelegate, reportingLostSegueData: Bool = false) -> RestorationArchive {
        let delegateCoder = Coder(owner: delegateOwnerDescription(delegate))
        HostLink.invoke("application(_:willEncodeRestorableStateWith:)", on: delegate) {
            delegate.application(application, willEncodeRestorableStateWith: delegateCoder)
        }
        let roots = restorableWindows(application: application, delegate: delegate).compactMap(\.rootViewController)
        return RestorationArchive(delegateState: delegateCoder.contents, windows: roots.map { $0.archived(reportingLostSegueData: reportingLostSegueData) })
    }

    /// Re-creates the saved interface in the windows, then gives the controllers and the delegate
    /// their state back.
    ///
    /// Each window's root controller must already exist (the host creates it from the main
    /// storyboard as it is now) and stand where the archived root was; the rest is matched or
    /// re-created as <doc:StateRestoration> describes. What cannot be re-created is reported
    /// with `HostLink.reportIssue` and left out; it does not stop the restoration.
    ///
    /// Then each re-created controller whose restoration identifier is the archived one gets
    /// `decodeRestorableState(with:)`, parents first, and the delegate gets
    /// `application(_:didDecodeRestorableStateWith:)`.
    ///
    /// - Parameter windows: the windows to restore into, in the order they were saved; by
    ///   default ``restorableWindows(application:delegate:)``. The host passes the main
    ///   storyboard's window when the delegate does not keep it in `window`.
    /// - Throws: ``RestorationError`` with code ``RestorationError/Code/decodeFailed`` when a
    ///   decode callback throws (the interface stays re-created; the callbacks after it are not
    ///   made), ``RestorationError/Code/unsupportedFormat`` for an archive of another format.
    package static func restore(_ archive: RestorationArchive, application: Application, delegate: any ApplicationDelegate,
                                windows: [Window]? = nil) throws(RestorationError) {
        guard archive.format == RestorationArchive.currentFormat else {
            throw RestorationError(.unsupportedFormat, "the saved state has archive format \(archive.format); this HostKit reads format \(RestorationArchive.currentFormat)",
                                   remedy: "discard the saved state: the app starts from its main storyboard")
        }
        let targets = (windows ?? restorableWindows(application: application, delegate: delegate)).filter { $0.rootViewController != nil }
        if archive.windows.count > targets.count {
            HostLink.reportIssue("the saved state has \(archive.windows.count) windows with a root view controller, the app has \(targets.count) now; the interface of the others is not restored",
                                       remedy: "give the windows their root view controllers before restoring, or pass the windows to restore into")
        }
        var restorer = InterfaceRestorer()
        for (window, node) in zip(targets, archive.windows) {
            restorer.restoreRoot(of: window, from: node)
        }
        for (controller, node) in restorer.restored {
            guard let identifier = node.restorationIdentifier, controller.restorationIdentifier == identifier else { continue }
            let coder = Coder(owner: controller.restorationOwnerDescription, contents: node.state ?? CoderContents())
            try runDecode("decodeRestorableState(with:)", of: controller.restorationOwnerDescription, on: controller) {
                try controller.decodeRestorableState(with: coder)
            }
        }
        let delegateCoder = Coder(owner: delegateOwnerDescription(delegate), contents: archive.delegateState)
        try runDecode("application(_:didDecodeRestorableStateWith:)", of: delegateOwnerDescription(delegate), on: delegate) {
            try delegate.application(application, didDecodeRestorableStateWith: delegateCoder)
        }
    }

    /// The windows whose interface is saved and restored, in order: the delegate's window, then
    /// the application's other windows in the order they were first made key.
    package static func restorableWindows(application: Application, delegate: any ApplicationDelegate) -> [Window] {
        var windows = delegate.window.map { [$0] } ?? []
        for window in application.windows where !windows.contains(where: { $0 === window }) { windows.append(window) }
        return windows
    }

    private static func delegateOwnerDescription(_ delegate: any ApplicationDelegate) -> String {
        "application delegate \(HostLink.typeName(of: delegate))"
    }

    /// Makes the traced decode callback `name`; an error it throws becomes a
    /// ``RestorationError/Code/decodeFailed`` that names `owner` and, when the app threw the
    /// coder's error, the key.
    private static func runDecode(_ name: String, of owner: String, on receiver: AnyObject, _ body: () throws -> Void) throws(RestorationError) {
        let outcome = HostLink.invoke(name, on: receiver) { Result(catching: body) }
        guard case .failure(let error) = outcome else { return }
        let coderError = error as? RestorationError
        throw RestorationError(.decodeFailed, "\(name) of \(owner) failed\(coderError?.key.map { " on key \"\($0)\"" } ?? ""): \(coderError?.message ?? String(describing: error))",
                               remedy: coderError?.remedy ?? "make \(name) accept the state older builds saved, or discard the saved state", key: coderError?.key)
    }
}
