package import Foundation
// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// A font as the canvas takes it: a family fontconfig knows, a size in points, a CSS weight.
package struct RasterFont: Sendable, Hashable {
    package var family: String
    package var size: Double
    /// 100 (thin) to 900 (black); 400 is regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    /// Digits of one width (OpenType `tnum`), so that counting numbers do not jiggle.
    package var monospacedDigits: Bool

    package init(family: String, size: Double, weight: Int = 400, italic: Bool = false, monospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }
}

/// How text is placed and cut in its rectangle.
package struct RasterTextStyle: Sendable, Hashable {
    package enum Alignment: Sendable { case left, center, right }
    package enum Truncation: Sendable { case wordWrap, characterWrap, clip, head, middle, tail }

    package var alignment: Alignment
    /// 0 means as many lines as fit.
    package var maximumLines: Int
    package var truncation: Truncation
    /// Whether the text block is centred vertically in its rectangle (a label) or starts at the top.
    package var centeredVertically: Bool

    package init(alignment: Alignment = .left, maximumLines: Int = 1, truncation: Truncation = .tail, centeredVertically: Bool = true) {
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.truncation = truncation
        self.centeredVertically = centeredVertically
    }
}

extension RasterCanvas {
    /// Draws `text` in `rect` with `font` and `style`, in `color`.
    package func drawText(_ text: String, in rect: CGRect, font: RasterFont, color: RasterColor, style: RasterTextStyle) {
        guard !text.isEmpty, rect.width > 0, rect.height > 0, isVisible(rect) else { return }
        withLayout(of: text, font: font, style: style, width: rect.width) { layout, size in
            let top = style.centeredVertically ? rect.minY + (rect.height - size.height) / 2 : rect.minY
            CairoPango.api.cairo_save(cairo)
            CairoPango.api.cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            CairoPango.api.cairo_clip(cairo)
            setSource(color)
            CairoPango.api.cairo_move_to(cairo, rect.minX, top)
            CairoPango.api.pango_cairo_show_layout(cairo, layout)
            CairoPango.api.cairo_restore(cairo)
        }
    }

    /// The size `text` takes with `font` and `style`, wrapped at `width` points (no wrapping
    /// when it is infinite).
    package func measureText(_ text: String, font: RasterFont, style: RasterTextStyle, width: Double = .infinity) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return withLayout(of: text, font: font, style: style, width: width) { _, size in size } ?? .zero
    }

    /// Lays `text` out (wrapped at `width` points, none when infinite) with the pinned fonts and
    /// hands `body` the layout and the size it takes; `nil` when Pango makes no layout.
    @discardableResult
    private func withLayout<Result>(of text: String, font: RasterFont, style: RasterTextStyle, width: Double,
                                    _ body: (OpaquePointer, CGSize) -> Result) -> Result? {
        _ = PinnedFonts.isInstalled
        guard let layout = CairoPango.api.pango_cairo_create_layout(cairo) else { return nil }
        defer { CairoPango.api.g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.configure(layout, text: text, font: font, style: style, width: width)
        var ink = PangoRectangle(), logical = PangoRectangle()
        CairoPango.api.pango_layout_get_extents(layout, &ink, &logical)
        return body(layout, CGSize(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE)))
    }

    private static func configure(_ layout: OpaquePointer, text: String, font: RasterFont, style: RasterTextStyle, width: Double) {
        // Glyph positions in whole pixels differ between FreeType builds; unhinted metrics do not.
        if let options = CairoPango.api.cairo_font_options_create() {
            CairoPango.api.cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            CairoPango.api.cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            CairoPango.api.cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            CairoPango.api.pango_cairo_context_set_font_options(CairoPango.api.pango_layout_get_context(layout), options)
            CairoPango.api.cairo_font_options_destroy(options)
            CairoPango.api.pango_layout_context_changed(layout)
        }
        let description = CairoPango.api.pango_font_description_new()
        defer { CairoPango.api.pango_font_description_free(description) }
        CairoPango.api.pango_font_description_set_family(description, font.family)
        CairoPango.api.pango_font_description_set_absolute_size(description, max(font.size, 0.5) * Double(PANGO_SCALE))
        CairoPango.api.pango_font_description_set_weight(description, Int32(min(max(font.weight, 100), 1000)))
        CairoPango.api.pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        CairoPango.api.pango_layout_set_font_description(layout, description)
        // Pango stops at a NUL; a String may hold one.
        let visible = text.replacingOccurrences(of: "\0", with: "")
        CairoPango.api.pango_layout_set_text(layout, visible, -1)
        if font.monospacedDigits, let attributes = CairoPango.api.pango_attr_list_new() {
            CairoPango.api.pango_attr_list_insert(attributes, CairoPango.api.pango_attr_font_features_new("tnum"))
            CairoPango.api.pango_layout_set_attributes(layout, attributes)
            CairoPango.api.pango_attr_list_unref(attributes)
        }
        let alignment: Int32 = switch style.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        CairoPango.api.pango_layout_set_alignment(layout, alignment)
        if width.isFinite {
            CairoPango.api.pango_layout_set_width(layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded(.down))))
        }
        let lines = style.maximumLines
        switch style.truncation {
        case .wordWrap, .characterWrap:
            CairoPango.api.pango_layout_set_wrap(layout, style.truncation == .wordWrap ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
            if lines > 0 {
                CairoPango.api.pango_layout_set_height(layout, Int32(-lines))
                CairoPango.api.pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        case .clip, .head, .middle, .tail:
            CairoPango.api.pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // A negative height is a number of lines: Pango ellipsizes the last one.
            CairoPango.api.pango_layout_set_height(layout, Int32(-(lines > 0 ? lines : Int(Int32.max))))
            let ellipsis: Int32 = switch style.truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .clip: PANGO_ELLIPSIZE_NONE
            default: PANGO_ELLIPSIZE_END
            }
            CairoPango.api.pango_layout_set_ellipsize(layout, ellipsis)
        }
    }
}
