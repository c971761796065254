import SystemInterop

/// A callback the host makes on a C class, by its selector-like method name, with the exact type
/// encoding the host calls it with (`apphost.h` lists them).
enum CCallback: String, CaseIterable, Sendable {
    case willFinishLaunching = "application:willFinishLaunchingWithOptions:"
    case didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    case didBecomeActive = "applicationDidBecomeActive:"
    case willResignActive = "applicationWillResignActive:"
    case didEnterBackground = "applicationDidEnterBackground:"
    case willEnterForeground = "applicationWillEnterForeground:"
    case willTerminate = "applicationWillTerminate:"
    case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning:"
    case awakeFromStoryboard
    case viewDidLoad
    case viewWillAppear = "viewWillAppear:"
    case viewDidAppear = "viewDidAppear:"
    case viewWillDisappear = "viewWillDisappear:"
    case viewDidDisappear = "viewDidDisappear:"
    case didReceiveMemoryWarning
    case shouldPerformSegue = "shouldPerformSegueWithIdentifier:sender:"
    case prepareForSegue = "prepareForSegue:sender:"

    /// The encoding of the call the host makes: receiver first.
    var encoding: String {
        switch self {
        case .willFinishLaunching, .didFinishLaunching: "B@@"
        case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground, .willTerminate, .applicationDidReceiveMemoryWarning: "v@@"
        case .awakeFromStoryboard, .viewDidLoad, .didReceiveMemoryWarning: "v@"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: "v@B"
        case .shouldPerformSegue: "B@*@"
        case .prepareForSegue: "v@@@"
        }
    }

    /// The kinds of class the host makes this callback on.
    var kinds: Set<CClassKind> {
        switch self {
        case .willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground,
             .willEnterForeground, .willTerminate, .applicationDidReceiveMemoryWarning:
            [.applicationDelegate]
        case .awakeFromStoryboard: [.viewController, .view]
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .didReceiveMemoryWarning,
             .shouldPerformSegue, .prepareForSegue:
            [.viewController]
        }
    }

    /// A C prototype for the encoding, for remedies.
    var prototype: String {
        let parameters: String = switch self {
        case .willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground,
             .willEnterForeground, .willTerminate, .applicationDidReceiveMemoryWarning:
            "apphost_object self, apphost_object application"
        case .awakeFromStoryboard, .viewDidLoad, .didReceiveMemoryWarning: "apphost_object self"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: "apphost_object self, bool animated"
        case .shouldPerformSegue: "apphost_object self, const char *identifier, apphost_object sender"
        case .prepareForSegue: "apphost_object self, apphost_object segue, apphost_object sender"
        }
        let result = encoding.first == "B" ? "bool" : "void"
        return "\(result) f(\(parameters))"
    }

    /// Actions, timer and notification targets, expiration handlers: `NAME:` taking
    /// `(self, sender)`.
    static let actionEncoding = "v@@"
    static let actionPrototype = "void f(apphost_object self, apphost_object sender)"

    /// The action name of a method name `NAME:`, or `nil` when the name is not of that form.
    static func actionName(ofMethod name: String) -> String? {
        guard name.count > 1, name.last == ":", name.dropLast().allSatisfy({ $0 != ":" }) else { return nil }
        return String(name.dropLast())
    }
}
