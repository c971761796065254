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
        _ = PinnedFonts.isInstalled
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.configure(layout, text: text, font: font, style: style, width: rect.width, height: rect.height)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textHeight = Double(logical.height) / Double(PANGO_SCALE)
        let top = style.centeredVertically ? rect.minY + (rect.height - textHeight) / 2 : rect.minY
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        setSource(color)
        cairo_move_to(cairo, rect.minX, top)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }

    /// The size `text` takes with `font` and `style`, wrapped at `width` points (no wrapping
    /// when it is infinite).
    package func measureText(_ text: String, font: RasterFont, style: RasterTextStyle, width: Double = .infinity) -> CGSize {
        _ = PinnedFonts.isInstalled
        guard !text.isEmpty, let layout = pango_cairo_create_layout(cairo) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.configure(layout, text: text, font: font, style: style, width: width, height: .infinity)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGSize(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    private static func configure(_ layout: OpaquePointer, text: String, font: RasterFont, style: RasterTextStyle, width: Double, height: Double) {
        // Glyph positions in whole pixels differ between FreeType builds; unhinted metrics do not.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
            pango_layout_context_changed(layout)
        }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, max(font.size, 0.5) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        // Pango stops at a NUL; a String may hold one.
        let visible = text.replacingOccurrences(of: "\0", with: "")
        pango_layout_set_text(layout, visible, -1)
        if font.monospacedDigits, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let alignment: PangoAlignment = switch style.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, alignment)
        if width.isFinite {
            pango_layout_set_width(layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded(.down))))
        }
        let lines = style.maximumLines
        switch style.truncation {
        case .wordWrap, .characterWrap:
            pango_layout_set_wrap(layout, style.truncation == .wordWrap ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
            if lines > 0 {
                pango_layout_set_height(layout, Int32(-lines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        case .clip, .head, .middle, .tail:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // A negative height is a number of lines: Pango ellipsizes the last one.
            pango_layout_set_height(layout, Int32(-(lines > 0 ? lines : Int(Int32.max))))
            let ellipsis: PangoEllipsizeMode = switch style.truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .clip: PANGO_ELLIPSIZE_NONE
            default: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, ellipsis)
        }
        _ = height
    }
}
