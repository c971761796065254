import Foundation

/// Where a picker view gets its components and rows, as `UIPickerViewDataSource` is in UIKit.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows in its rows and whom it tells of a selection, as
/// `UIPickerViewDelegate` is in UIKit. Every method has a default.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The row's title; `nil` (the default) shows nothing.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user selected `row` (not called for ``PickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// A row's height (32 points by default).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double { 32 }
}

/// A spinning-wheel list of rows per component, one selected in each, as `UIPickerView` is in
/// UIKit: a simple one, which does not scroll with momentum.
///
/// The selected row sits in the band across the middle, the rows before and after it above and
/// below. A tap on another row selects it and tells the delegate
/// (``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``); components share the width
/// equally. The rows are asked for when the picker is first drawn or tapped and after
/// ``reloadAllComponents()``.
@MainActor
open class PickerView: View {
    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    open weak var delegate: (any PickerViewDelegate)? {
        didSet { setNeedsDisplay() }
    }
    /// The selected row of each component (-1 for a component with no rows).
    private var selectedRows: [Int] = []
    private var rowCounts: [Int] = []
    private var isLoaded = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public var numberOfComponents: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The selected row of `component`; -1 when it has no rows or there is no such component.
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Selects `row` of `component` (pinned to its rows), without telling the delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        selectedRows[component] = min(max(row, 0), rowCounts[component] - 1)
        setNeedsDisplay()
    }

    /// Asks the data source again for every component's rows; selections stay where they can.
    open func reloadAllComponents() {
        isLoaded = false
        loadIfNeeded()
        setNeedsDisplay()
    }

    open func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        guard let dataSource else {
            rowCounts = []
            selectedRows = []
            return
        }
        let components = max(0, dataSource.numberOfComponents(in: self))
        rowCounts = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        selectedRows = rowCounts.enumerated().map { index, count in
            count == 0 ? -1 : min(max(index < selectedRows.count ? selectedRows[index] : 0, 0), count - 1)
        }
    }

    /// A row's height in `component`.
    func rowHeight(forComponent component: Int) -> Double {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        return height.isFinite && height > 0 ? height : 32
    }

    /// The title of a row, for drawing.
    func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    open override func draw(_ rect: CGRect) {
        loadIfNeeded()
        drawWheels(in: bounds)
    }

    // MARK: Taps

    // A picker handles its own touches: none goes on up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// A lifted finger selects the row under it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        loadIfNeeded()
        guard let touch = touches.first, !rowCounts.isEmpty, bounds.width > 0 else { return }
        let point = touch.location(in: self)
        guard self.point(inside: point, with: event) else { return }
        let component = min(Int(point.x / bounds.width * Double(rowCounts.count)), rowCounts.count - 1)
        guard rowCounts[component] > 0 else { return }
        let offset = Int(((point.y - bounds.midY) / rowHeight(forComponent: component)).rounded())
        let row = selectedRows[component] + offset
        guard offset != 0, (0..<rowCounts[component]).contains(row) else { return }
        selectedRows[component] = row
        setNeedsDisplay()
        if let delegate {
            HostLink.invoke("pickerView(_:didSelectRow:inComponent:)", on: delegate, details: ["row": String(row), "component": String(component)]) {
                delegate.pickerView(self, didSelectRow: row, inComponent: component)
            }
        }
    }
}
