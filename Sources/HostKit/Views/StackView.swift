import Foundation

/// A view that lines up its arranged subviews in a row or a column, as `UIStackView` does.
///
/// It lays them out whenever its frame, its settings or its arranged subviews change: along the
/// axis each keeps its own length (or all get an equal share, with `fillEqually`), with
/// ``spacing`` between them; across the axis ``alignment`` places them. Hidden views take no room.
@MainActor
open class StackView: View {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    public enum Alignment: String, Sendable, CaseIterable { case fill, leading, center, trailing }
    public enum Distribution: String, Sendable, CaseIterable { case fill, fillEqually }

    public private(set) var arrangedSubviews: [View] = []
    open var axis: Axis = .horizontal { didSet { arrangementDidChange() } }
    open var spacing: Double = 0 { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }

    open override var frame: CGRect {
        didSet { arrangementDidChange() }
    }

    /// How many ``deferringLayout(_:)`` calls are under way on this stack.
    private var layoutDeferrals = 0

    open func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
        arrangementDidChange()
    }

    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// Runs `body`, which adds arranged subviews or changes settings, and lays out once at the end
    /// instead of after each change. A layout places every arranged subview, so laying out after
    /// each of N additions places N²/2 views: a storyboard's stack of 5,000 views took seconds to
    /// build. UIKit defers a stack's layout to the next layout pass in the same way.
    package func deferringLayout(_ body: () -> Void) {
        layoutDeferrals += 1
        body()
        layoutDeferrals -= 1
        arrangementDidChange()
    }

    private func arrangementDidChange() {
        if layoutDeferrals == 0 { layoutArrangedSubviews() }
    }

    open override func willRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// Places the arranged subviews; call it after changing one's size or visibility.
    open func layoutArrangedSubviews() {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let isHorizontal = axis == .horizontal
        let available = isHorizontal ? bounds.width : bounds.height
        let crossLength = isHorizontal ? bounds.height : bounds.width
        let gaps = spacing * Double(visible.count - 1)
        let equalLength = max(0, (available - gaps) / Double(visible.count))
        var position = 0.0
        for view in visible {
            let ownLength = isHorizontal ? view.frame.width : view.frame.height
            let ownCross = isHorizontal ? view.frame.height : view.frame.width
            let length = distribution == .fillEqually ? equalLength : ownLength
            let cross = alignment == .fill ? crossLength : ownCross
            let crossOffset = switch alignment {
            case .fill, .leading: 0.0
            case .center: (crossLength - cross) / 2
            case .trailing: crossLength - cross
            }
            view.frame = isHorizontal
                ? CGRect(x: position, y: crossOffset, width: length, height: cross)
                : CGRect(x: crossOffset, y: position, width: cross, height: length)
            position += length + spacing
        }
    }
}
