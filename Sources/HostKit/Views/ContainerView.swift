import Foundation

/// The root view of a container controller: it lets the controller lay out its bar and its
/// child's view again whenever its frame changes (when it is put in a window or presented).
@MainActor
final class ContainerView: View {
    var layout: (@MainActor () -> Void)?

    override var frame: CGRect {
        didSet { layout?() }
    }

    required init() {
        super.init(frame: .zero)
        isPlainViewToApps = true
    }
}
