import Foundation
internal import Rendering

extension String {
    /// Draws the string in `rect` of the current context, wrapped onto as many lines as fit and
    /// cut with an ellipsis after the last, as `NSString.draw(in:withAttributes:)` draws plain
    /// text. Outside a view's `draw(_:)` (no current context) it does nothing.
    @MainActor
    public func draw(in rect: CGRect, withFont font: Font = .systemFont(ofSize: Font.systemFontSize),
                     color: Color = .black, alignment: TextAlignment = .natural) {
        guard let canvas = GraphicsContext.current?.canvas, rect.isFinite else { return }
        canvas.drawText(self, in: rect, font: font.rasterFont, color: color.raster,
                        style: RasterTextStyle(alignment: alignment.raster, maximumLines: 0, truncation: .wordWrap, centeredVertically: false))
    }

    /// The size the string takes with `font` on one line, or wrapped at `width` points, as
    /// `NSString.size(withAttributes:)` and `boundingRect(with:…)` measure it.
    @MainActor
    public func size(withFont font: Font = .systemFont(ofSize: Font.systemFontSize), constrainedToWidth width: Double = .infinity) -> CGSize {
        guard !isEmpty else { return .zero }
        let rasterFont = font.rasterFont
        return TextSizeMemo.size(of: TextSizeMemo.Key(text: self, font: rasterFont, width: width)) {
            guard let canvas = TextMeasurement.canvas else { return .zero }
            return canvas.measureText(self, font: rasterFont, style: RasterTextStyle(maximumLines: 0, truncation: .wordWrap), width: width)
        }
    }
}

/// A one-point canvas that text is measured on: Pango needs a context, not pixels.
@MainActor
private enum TextMeasurement {
    static let canvas: RasterCanvas? = try? RasterCanvas(size: CGSize(width: 1, height: 1), scale: 1)
}
