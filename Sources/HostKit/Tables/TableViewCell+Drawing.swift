import Foundation

extension TableViewCell {
    /// iOS's cell: the selection's grey while selected or touched, the accessory at the trailing
    /// edge, the delete control in editing mode, and the separator along the bottom, its insets
    /// from the leading edge. A right-to-left cell draws its accessory and separator mirrored, as
    /// UIKit's (the disclosure chevron points left).
    func drawCell() {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let area = CGRect(origin: .zero, size: frame.size)
        if (isSelected || isHighlighted) && selectionStyle != .none {
            canvas.fill(area, with: Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255).raster)
        }
        if let control = deleteControlFrame {
            canvas.addEllipse(in: control)
            canvas.fillPath(with: Color.systemRed.raster)
            canvas.fill(CGRect(x: control.minX + 5, y: control.midY - 1, width: control.width - 10, height: 2), with: Color.white.raster)
        }
        canvas.saveState()
        defer { canvas.restoreState() }
        if laysOutRightToLeft {
            canvas.translate(x: area.width, y: 0)
            canvas.concatenate(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        drawAccessoryAndSeparator(in: area)
    }

    /// The accessory at the right edge and the separator, as a left-to-right cell shows them.
    private func drawAccessoryAndSeparator(in area: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let midY = area.midY, right = area.maxX
        switch accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(right: right, midY: midY)
        case .checkmark:
            canvas.move(to: CGPoint(x: right - 30, y: midY))
            canvas.addLine(to: CGPoint(x: right - 24, y: midY + 6))
            canvas.addLine(to: CGPoint(x: right - 14, y: midY - 7))
            canvas.strokePath(with: (tintColor ?? .systemBlue).raster, width: 2)
        case .detailButton, .detailDisclosureButton:
            let x = accessoryType == .detailButton ? right - 38 : right - 58
            canvas.addEllipse(in: CGRect(x: x, y: midY - 11, width: 22, height: 22))
            canvas.strokePath(with: (tintColor ?? .systemBlue).raster, width: 1.5)
            canvas.fill(CGRect(x: x + 10, y: midY - 3, width: 2, height: 9), with: (tintColor ?? .systemBlue).raster)
            canvas.fill(CGRect(x: x + 10, y: midY - 7, width: 2, height: 2), with: (tintColor ?? .systemBlue).raster)
            if accessoryType == .detailDisclosureButton { drawChevron(right: right, midY: midY) }
        }
        if tableView?.separatorStyle != TableView.SeparatorStyle.none {
            let left = separatorInset.left + (isEditing ? Self.editingControlWidth : 0)
            canvas.fill(CGRect(x: left, y: area.maxY - 0.5, width: max(0, area.width - left - separatorInset.right), height: 0.5),
                        with: (tableView?.separatorColor ?? .separator).raster)
        }
    }

    /// The grey chevron of a disclosure indicator, 16 points from the right edge.
    private func drawChevron(right: Double, midY: Double) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        canvas.move(to: CGPoint(x: right - 22, y: midY - 6.5))
        canvas.addLine(to: CGPoint(x: right - 16, y: midY))
        canvas.addLine(to: CGPoint(x: right - 22, y: midY + 6.5))
        canvas.strokePath(with: Color(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255).raster, width: 2)
    }
}
