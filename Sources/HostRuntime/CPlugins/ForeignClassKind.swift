import SystemInterop

/// What a C class is to the host (`apphost_class_kind`).
enum ForeignClassKind: Sendable {
    case applicationDelegate, viewController, view

    init?(rawValue: Int32) {
        switch rawValue {
        case ForeignClassDescription.applicationDelegateKind: self = .applicationDelegate
        case ForeignClassDescription.viewControllerKind: self = .viewController
        case ForeignClassDescription.viewKind: self = .view
        default: return nil
        }
    }

    /// The name in messages.
    var name: String {
        switch self {
        case .applicationDelegate: "an application delegate"
        case .viewController: "a view controller"
        case .view: "a view"
        }
    }
}
