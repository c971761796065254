import SystemInterop

/// What a C class is to the host (`apphost_class_kind`).
enum CClassKind: Sendable {
    case applicationDelegate, viewController, view

    init?(rawValue: Int32) {
        switch rawValue {
        case CClassDescription.applicationDelegateKind: self = .applicationDelegate
        case CClassDescription.viewControllerKind: self = .viewController
        case CClassDescription.viewKind: self = .view
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
