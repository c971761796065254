import Foundation
internal import Rendering

// How the controls added for ported UIKit apps draw themselves, iOS's way (see
// BuiltInViews+Drawing.swift for the others).

extension Slider {
    /// A 4-point track, the tint colour up to the thumb and grey after it, and a white 28-point
    /// thumb with a faint edge; faded when disabled.
    func drawSlider(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let thumb = thumbRect(forBounds: rect, value: value)
        let track = CGRect(x: rect.minX + 2, y: rect.midY - 2, width: max(0, rect.width - 4), height: 4)
        canvas.addRoundedRect(track, radius: 2)
        canvas.fillPath(with: (maximumTrackTintColor ?? .systemGray5).raster)
        canvas.addRoundedRect(CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: 4), radius: 2)
        canvas.fillPath(with: (minimumTrackTintColor ?? tintColor ?? .systemBlue).raster)
        canvas.addEllipse(in: thumb.insetBy(dx: 0.5, dy: 0.5))
        canvas.fillPath(with: (thumbTintColor ?? .white).raster)
        canvas.addEllipse(in: thumb.insetBy(dx: 0.5, dy: 0.5))
        canvas.strokePath(with: Color.black.withAlphaComponent(0.15).raster, width: 0.5)
        if !isEnabled {
            canvas.fill(rect, with: Color.white.withAlphaComponent(0.5).raster)
        }
    }
}

extension Stepper {
    /// iOS's stepper: a grey rounded box split in two, a minus and a plus, each grey when it
    /// cannot step.
    func drawStepper(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let box = CGRect(x: rect.minX, y: rect.midY - Stepper.standardSize.height / 2,
                         width: min(rect.width, Stepper.standardSize.width), height: Stepper.standardSize.height)
        canvas.addRoundedRect(box, radius: 8)
        canvas.fillPath(with: Color.systemGray6.raster)
        canvas.fill(CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: box.height - 16), with: Color.systemGray4.raster)
        let ink = { (direction: Double) in (self.isEnabled && self.canStep(direction) ? Color.black : Color.systemGray3).raster }
        let minus = CGPoint(x: box.minX + box.width / 4, y: box.midY)
        let plus = CGPoint(x: box.maxX - box.width / 4, y: box.midY)
        canvas.fill(CGRect(x: minus.x - 7, y: minus.y - 1, width: 14, height: 2), with: ink(-1))
        canvas.fill(CGRect(x: plus.x - 7, y: plus.y - 1, width: 14, height: 2), with: ink(1))
        canvas.fill(CGRect(x: plus.x - 1, y: plus.y - 7, width: 2, height: 14), with: ink(1))
    }
}

extension SegmentedControl {
    /// A grey rounded track with the segments side by side, separated by hairlines; the selected
    /// one a raised white (or ``selectedSegmentTintColor``) rounded box, its title semibold.
    func drawSegments(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        canvas.addRoundedRect(rect, radius: 8)
        canvas.fillPath(with: Color.systemGray6.raster)
        let contents = segmentContents()
        guard !contents.isEmpty else { return }
        let width = rect.width / Double(contents.count)
        for (index, segment) in contents.enumerated() {
            let cell = CGRect(x: rect.minX + width * Double(index), y: rect.minY, width: width, height: rect.height)
            let selected = index == selectedSegmentIndex
            if selected {
                canvas.addRoundedRect(cell.insetBy(dx: 2, dy: 2), radius: 7)
                canvas.fillPath(with: (selectedSegmentTintColor ?? .white).raster)
            } else if index > 0, index - 1 != selectedSegmentIndex {
                canvas.fill(CGRect(x: cell.minX - 0.5, y: cell.minY + 8, width: 1, height: max(0, cell.height - 16)), with: Color.systemGray4.raster)
            }
            let color = isEnabled && segment.isEnabled ? Color.black : Color.systemGray3
            if let title = segment.title, !title.isEmpty {
                canvas.drawText(title, in: cell.insetBy(dx: 4, dy: 0),
                                font: Font.systemFont(ofSize: 13, weight: selected ? .semibold : .regular).rasterFont,
                                color: color.raster, style: RasterTextStyle(alignment: .center, maximumLines: 1, truncation: .tail))
            } else if let image = segment.image, image.pixels != nil {
                let size = CGSize(width: min(image.size.width, cell.width - 8), height: min(image.size.height, cell.height - 8))
                image.draw(in: CGRect(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2, width: size.width, height: size.height))
            }
        }
        if !isEnabled {
            canvas.addRoundedRect(rect, radius: 8)
            canvas.fillPath(with: Color.white.withAlphaComponent(0.4).raster)
        }
    }
}

extension ActivityIndicatorView {
    /// Eight spokes round the centre, fading clockwise from the top, in ``color`` (grey).
    func drawSpinner(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let radius = (style == .large ? 37.0 : 20.0) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let ink = color ?? .systemGray
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let (cosine, sine) = (cos(angle), sin(angle))
            canvas.move(to: CGPoint(x: center.x + cosine * radius * 0.45, y: center.y + sine * radius * 0.45))
            canvas.addLine(to: CGPoint(x: center.x + cosine * radius * 0.9, y: center.y + sine * radius * 0.9))
            canvas.strokePath(with: ink.withAlphaComponent(ink.alpha * (1 - Double(spoke) * 0.1)).raster, width: radius * 0.2)
        }
    }
}

extension PickerView {
    /// Each component's selected row in a grey band across the middle, the other rows above and
    /// below it in grey, smaller the further they are.
    func drawWheels(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let components = numberOfComponents
        guard components > 0 else { return }
        let band = rowHeight(forComponent: 0)
        canvas.addRoundedRect(CGRect(x: rect.minX + 8, y: rect.midY - band / 2, width: max(0, rect.width - 16), height: band), radius: 8)
        canvas.fillPath(with: Color.systemGray6.raster)
        let width = rect.width / Double(components)
        for component in 0..<components {
            let rows = numberOfRows(inComponent: component)
            let selected = selectedRow(inComponent: component)
            guard rows > 0, selected >= 0 else { continue }
            let height = rowHeight(forComponent: component)
            let reach = Int((rect.height / 2 / height).rounded(.up))
            for offset in -reach...reach {
                let row = selected + offset
                guard (0..<rows).contains(row), let title = title(forRow: row, inComponent: component), !title.isEmpty else { continue }
                let distance = Double(abs(offset))
                let size = max(10, 21 - distance * 2)
                let cell = CGRect(x: rect.minX + width * Double(component), y: rect.midY - height / 2 + Double(offset) * height, width: width, height: height)
                canvas.drawText(title, in: cell.insetBy(dx: 8, dy: 0), font: Font.systemFont(ofSize: size).rasterFont,
                                color: (offset == 0 ? Color.black : Color.systemGray.withAlphaComponent(max(0.3, 1 - distance * 0.25))).raster,
                                style: RasterTextStyle(alignment: .center, maximumLines: 1, truncation: .tail))
            }
        }
    }
}

extension AlertCard {
    /// The hairlines between an alert's buttons.
    func drawSeparators() {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        for line in separators { canvas.fill(line, with: Color.separator.raster) }
    }
}
