import Foundation
internal import Rendering

// How each built-in view draws itself, iOS's way: the system font, the tint colour for what
// can be worked, grey for what cannot. The classes' `draw(_:)` overrides call these (an override
// must be declared in the class itself), so that a subclass that overrides `draw(_:)` without
// calling `super` replaces the built-in look, as in UIKit.

extension TextAlignment {
    /// `.natural` follows the app's language, as UIKit's does: left, or right in a right-to-left
    /// one (``Application/userInterfaceLayoutDirection``).
    @MainActor var raster: RasterTextStyle.Alignment {
        switch self {
        case .natural: UserInterfaceLayoutDirection.application == .rightToLeft ? .right : .left
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}

extension LineBreakMode {
    var raster: RasterTextStyle.Truncation {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .characterWrap
        case .byClipping: .clip
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        }
    }
}

extension Label {
    func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let canvas = GraphicsContext.current?.canvas else { return }
        let color = isEnabled ? textColor : Color.systemGray
        canvas.drawText(text, in: rect, font: font.rasterFont, color: color.raster,
                        style: RasterTextStyle(alignment: textAlignment.raster, maximumLines: numberOfLines, truncation: lineBreakMode.raster))
    }
}

extension Button {
    /// The current image, then the current title in the current title colour, side by side 4
    /// points apart (the image on the leading side: on the right in a right-to-left layout),
    /// placed as ``Control/effectiveContentHorizontalAlignment`` says.
    func drawTitle(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let title = currentTitle ?? ""
        let image = currentImage.flatMap { $0.pixels == nil ? nil : $0 }
        guard !title.isEmpty || image != nil else { return }
        let rightToLeft = laysOutRightToLeft
        let insetWidth = max(0, rect.width - leadingTitleInset)
        let area = CGRect(x: rightToLeft ? rect.minX : rect.minX + leadingTitleInset, y: rect.minY, width: insetWidth, height: rect.height)
        let alignment = effectiveContentHorizontalAlignment
        guard let image else {
            // A title alone is placed by the text layout itself, which centres it exactly.
            let textAlignment: RasterTextStyle.Alignment = switch alignment {
            case .center, .fill: .center
            case .left, .leading: .left
            case .right, .trailing: .right
            }
            canvas.drawText(title, in: area, font: titleFont.rasterFont, color: currentTitleColor.raster,
                            style: RasterTextStyle(alignment: textAlignment, maximumLines: 1, truncation: .middle))
            return
        }
        let style = RasterTextStyle(alignment: .left, maximumLines: 1, truncation: .middle)
        let imageWidth = min(image.size.width, area.width)
        let gap = title.isEmpty ? 0 : 4.0
        let titleWidth = title.isEmpty ? 0 : min(canvas.measureText(title, font: titleFont.rasterFont, style: style).width, max(0, area.width - imageWidth - gap))
        let contentWidth = imageWidth + gap + titleWidth
        let x: Double = switch alignment {
        case .center, .fill: area.midX - contentWidth / 2
        case .left, .leading: area.minX
        case .right, .trailing: area.maxX - contentWidth
        }
        let imageX = rightToLeft ? x + contentWidth - imageWidth : x
        let titleX = rightToLeft ? x : x + imageWidth + gap
        let height = min(image.size.height, area.height)
        image.draw(in: CGRect(x: imageX, y: area.midY - height / 2, width: imageWidth, height: height))
        guard !title.isEmpty else { return }
        canvas.drawText(title, in: CGRect(x: titleX, y: area.minY, width: titleWidth + 1, height: area.height),
                        font: titleFont.rasterFont, color: currentTitleColor.raster, style: style)
    }
}

extension TextField {
    /// The border of ``borderStyle``, then the text or, when empty, the placeholder in grey, 7
    /// points in; the caret, in the tint colour, while the field is the first responder.
    func drawField(in rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let canvas = context.canvas
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.addRoundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: 0)
            canvas.strokePath(with: Color.black.raster, width: 1)
        case .bezel:
            canvas.addRoundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: 0)
            canvas.strokePath(with: Color.systemGray.raster, width: 1)
        case .roundedRect:
            canvas.addRoundedRect(rect, radius: 5)
            canvas.fillPath(with: Color.white.raster)
            canvas.addRoundedRect(rect.insetBy(dx: 0.25, dy: 0.25), radius: 5)
            canvas.strokePath(with: Color.systemGray5.raster, width: 0.5)
        }
        let inset = borderStyle == .none ? 0.0 : 7.0
        let textRect = rect.insetBy(dx: inset, dy: 0)
        let style = RasterTextStyle(alignment: textAlignment.raster, maximumLines: 1, truncation: .clip)
        let shown = shownText
        if shown.isEmpty, let placeholder, !placeholder.isEmpty {
            canvas.drawText(placeholder, in: textRect, font: font.rasterFont, color: Color.placeholderText.raster, style: style)
        } else {
            canvas.drawText(shown, in: textRect, font: font.rasterFont, color: textColor.raster, style: style)
        }
        if isFirstResponder {
            let width = canvas.measureText(shown, font: font.rasterFont, style: style).width
            let lineHeight = font.pointSize * 1.2
            let x: Double = switch textAlignment.raster {
            case .left: textRect.minX + width
            case .center: textRect.midX + width / 2
            case .right: textRect.maxX
            }
            canvas.fill(CGRect(x: min(x, textRect.maxX - 2), y: rect.midY - lineHeight / 2, width: 2, height: lineHeight),
                        with: (tintColor ?? .systemBlue).raster)
        }
    }
}

extension Switch {
    /// iOS's switch: a 51 × 31 capsule, green when on, with a white knob at the end it is on.
    func drawSwitch(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let track = CGRect(x: rect.minX, y: rect.midY - 15.5, width: 51, height: 31)
        canvas.addRoundedRect(track, radius: 15.5)
        let on = onTintColor ?? .systemGreen
        canvas.fillPath(with: (isOn ? on : Color.systemGray5).raster)
        let knob = CGRect(x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        canvas.addEllipse(in: knob.insetBy(dx: -0.5, dy: -0.5))
        canvas.fillPath(with: Color.black.withAlphaComponent(0.08).raster)
        canvas.addEllipse(in: knob)
        canvas.fillPath(with: Color.white.raster)
        if !isEnabled {
            canvas.addRoundedRect(track, radius: 15.5)
            canvas.fillPath(with: Color.white.withAlphaComponent(0.5).raster)
        }
    }
}

extension ProgressView {
    /// A rounded track across the view's middle, filled up to ``progress`` in the tint colour.
    func drawBar(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let height = min(rect.height, 4)
        let track = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        if progressViewStyle == .default || trackTintColor != nil {
            canvas.addRoundedRect(track, radius: height / 2)
            canvas.fillPath(with: (trackTintColor ?? .systemGray5).raster)
        }
        guard progress > 0 else { return }
        canvas.addRoundedRect(CGRect(x: track.minX, y: track.minY, width: track.width * Double(progress), height: height), radius: height / 2)
        canvas.fillPath(with: (progressTintColor ?? tintColor ?? .systemBlue).raster)
    }
}

extension NavigationBar {
    /// The bar's translucent white with a hairline below, and the back chevron before the back
    /// button's title.
    func drawBar(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        canvas.fill(rect, with: Color.barBackground.raster)
        canvas.fill(CGRect(x: rect.minX, y: rect.maxY - 0.5, width: rect.width, height: 0.5), with: Color.separator.raster)
        guard !backButton.isHidden else { return }
        // The chevron points back, to the leading side: left, or right in a right-to-left layout.
        let frame = backButton.frame
        let pointsRight = backButton.laysOutRightToLeft
        let tipX = pointsRight ? frame.maxX - 3 : frame.minX + 3
        let openX = pointsRight ? tipX - 8 : tipX + 8
        let midY = frame.midY
        canvas.move(to: CGPoint(x: openX, y: midY - 9))
        canvas.addLine(to: CGPoint(x: tipX, y: midY))
        canvas.addLine(to: CGPoint(x: openX, y: midY + 9))
        canvas.strokePath(with: (tintColor ?? .systemBlue).raster, width: 2.5)
    }
}

/// A bar at the bottom of the screen (a tab bar, a toolbar): translucent white with a hairline above.
@MainActor private func drawBottomBar(in rect: CGRect) {
    guard let canvas = GraphicsContext.current?.canvas else { return }
    canvas.fill(rect, with: Color.barBackground.raster)
    canvas.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 0.5), with: Color.separator.raster)
}

extension Toolbar {
    func drawToolbar(in rect: CGRect) { drawBottomBar(in: rect) }
}

extension TabBar {
    func drawBar(in rect: CGRect) { drawBottomBar(in: rect) }
}

extension ImageView {
    /// The image placed by ``View/contentMode``: stretched, fitted, filled (and cut at the
    /// bounds), or at its own size against an edge or the centre.
    func drawImage(in rect: CGRect) {
        guard let image, image.pixels != nil, image.size.width > 0, image.size.height > 0 else { return }
        let size = image.size
        let place: CGRect
        switch contentMode {
        case .scaleToFill, .redraw:
            place = rect
        case .scaleAspectFit, .scaleAspectFill:
            let ratios = (rect.width / size.width, rect.height / size.height)
            let factor = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let fitted = CGSize(width: size.width * factor, height: size.height * factor)
            place = CGRect(x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: Double = switch contentMode {
            case .left, .topLeft, .bottomLeft: rect.minX
            case .right, .topRight, .bottomRight: rect.maxX - size.width
            default: rect.midX - size.width / 2
            }
            let y: Double = switch contentMode {
            case .top, .topLeft, .topRight: rect.minY
            case .bottom, .bottomLeft, .bottomRight: rect.maxY - size.height
            default: rect.midY - size.height / 2
            }
            place = CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
        image.draw(in: place)
    }
}

extension TextView {
    /// The text from the top, wrapped at the view's width inside its insets; the caret, in the
    /// tint colour, after the last character while the view is the first responder.
    func drawText(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas else { return }
        let insets = Self.textInsets
        let area = rect.insetBy(dx: insets.horizontal, dy: insets.vertical)
        guard area.width > 0, area.height > 0 else { return }
        let style = RasterTextStyle(alignment: textAlignment.raster, maximumLines: 0, truncation: .wordWrap, centeredVertically: false)
        let shown = text ?? ""
        canvas.drawText(shown, in: area, font: font.rasterFont, color: textColor.raster, style: style)
        guard isFirstResponder else { return }
        // The caret ends the last line: the text's height less a line, and the width of what
        // follows the last line break, as far as it wraps.
        let lineHeight = font.pointSize * 1.2
        let height = shown.isEmpty || shown.hasSuffix("\n") ? canvas.measureText(shown + " ", font: font.rasterFont, style: style, width: area.width).height
            : canvas.measureText(shown, font: font.rasterFont, style: style, width: area.width).height
        let lastLine = shown.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let lastWidth = canvas.measureText(lastLine, font: font.rasterFont, style: RasterTextStyle(alignment: .left, maximumLines: 1, truncation: .clip)).width
        let x = area.minX + lastWidth.truncatingRemainder(dividingBy: area.width)
        canvas.fill(CGRect(x: min(x, area.maxX - 2), y: area.minY + max(0, height - lineHeight), width: 2, height: lineHeight),
                    with: (tintColor ?? .systemBlue).raster)
    }
}
