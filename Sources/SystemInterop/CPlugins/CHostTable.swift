import CAppHostABI

/// A function of `apphost.h`'s `apphost_host` table, with the type encoding of its prototype.
package enum CHostFunction: String, CaseIterable, Sendable {
    case application
    case applicationState = "application_state"
    case className = "class_name"
    case state
    case view
    case viewWithTag = "view_with_tag"
    case viewWithIdentifier = "view_with_identifier"
    case getString = "get_string"
    case setString = "set_string"
    case getBool = "get_bool"
    case setBool = "set_bool"
    case getNumber = "get_number"
    case setNumber = "set_number"
    case performSegue = "perform_segue"
    case segueDestination = "segue_destination"
    case beginBackgroundTask = "begin_background_task"
    case endBackgroundTask = "end_background_task"
    case postNotification = "post_notification"
    case observeNotification = "observe_notification"
    case scheduleTimer = "schedule_timer"
    case invalidateTimer = "invalidate_timer"
    case log

    /// The prototype in `apphost.h`, encoded; the closure behind the field is prepared from it.
    package var encoding: String {
        switch self {
        case .application: "@"
        case .applicationState: "i"
        case .className: "*@"
        case .state: "^@"
        case .view: "@@"
        case .viewWithTag: "@@q"
        case .viewWithIdentifier: "@@*"
        case .getString: "q@*^q"
        case .setString: "B@**"
        case .getBool: "B@*"
        case .setBool: "B@*B"
        case .getNumber: "d@*"
        case .setNumber: "B@*d"
        case .performSegue: "B@*@"
        case .segueDestination: "@@"
        case .beginBackgroundTask: "q*@*"
        case .endBackgroundTask: "vq"
        case .postNotification: "v*@"
        case .observeNotification: "B*@*"
        case .scheduleTimer: "qdB@*"
        case .invalidateTimer: "vq"
        case .log: "v*"
        }
    }
}

/// The `apphost_host` table handed to a C plugin's entry point: every field is a
/// ``CClosure`` running the host's handler for that function.
///
/// The table and its closures are never freed: a plugin may keep the pointers for the life of the
/// process, and plugins are never unloaded.
package final class CHostTable {
    /// The ABI version of the `apphost.h` this host was compiled with.
    package static let abiVersion = UInt32(APPHOST_ABI_VERSION)

    let table: UnsafeMutablePointer<apphost_host>
    private var closures: [CClosure] = []

    /// Builds the table; `handler` gives the Swift body of each function, which receives the C
    /// arguments decoded by the function's encoding and returns its result.
    package init(handler: (CHostFunction) -> ([CValue]) -> CValue) throws(CCallError) {
        table = .allocate(capacity: 1)
        table.initialize(to: apphost_host())
        table.pointee.abi_version = Self.abiVersion
        table.pointee.size = UInt32(MemoryLayout<apphost_host>.size)
        for function in CHostFunction.allCases {
            // The encodings above are literals checked by the unit tests, so they always read.
            let signature = try! CSignature(encoding: function.encoding)
            let closure = try CClosure(signature, handler: handler(function))
            closures.append(closure)
            install(function, closure.code)
        }
    }

    private func install(_ function: CHostFunction, _ code: CFunction) {
        switch function {
        case .application: set(\.application, code)
        case .applicationState: set(\.application_state, code)
        case .className: set(\.class_name, code)
        case .state: set(\.state, code)
        case .view: set(\.view, code)
        case .viewWithTag: set(\.view_with_tag, code)
        case .viewWithIdentifier: set(\.view_with_identifier, code)
        case .getString: set(\.get_string, code)
        case .setString: set(\.set_string, code)
        case .getBool: set(\.get_bool, code)
        case .setBool: set(\.set_bool, code)
        case .getNumber: set(\.get_number, code)
        case .setNumber: set(\.set_number, code)
        case .performSegue: set(\.perform_segue, code)
        case .segueDestination: set(\.segue_destination, code)
        case .beginBackgroundTask: set(\.begin_background_task, code)
        case .endBackgroundTask: set(\.end_background_task, code)
        case .postNotification: set(\.post_notification, code)
        case .observeNotification: set(\.observe_notification, code)
        case .scheduleTimer: set(\.schedule_timer, code)
        case .invalidateTimer: set(\.invalidate_timer, code)
        case .log: set(\.log, code)
        }
    }

    /// Stores the closure's code pointer in a field: a C function pointer is one address, whatever
    /// its prototype, and the closure was prepared with the prototype's encoding.
    private func set<Function>(_ field: WritableKeyPath<apphost_host, Function?>, _ code: CFunction) {
        table.pointee[keyPath: field] = unsafeBitCast(UnsafeRawPointer(bitPattern: code.address)!, to: Function.self)
    }
}
