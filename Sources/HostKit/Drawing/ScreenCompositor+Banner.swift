import Foundation
internal import Rendering

/// The banner: a message over everything the app shows, at the bottom of the screen, as
/// Xcode's and the Simulator's build-failure notices sit over the app. It is the compositor's,
/// not a view, so no view tree, hit-test or snapshot of the app's views sees it; pictures of
/// the screen (PNG snapshots, a window) do.
extension ScreenCompositor {
    /// The banner's look: white text on a red panel with rounded corners, inset from the edges.
    private enum BannerStyle {
        static let margin = 8.0
        static let padding = 10.0
        static let cornerRadius = 10.0
        /// Compiler messages line up as in a terminal; DejaVu Sans Mono is one of the pinned fonts.
        static let font = Font(name: "DejaVu Sans Mono", size: 12)
        /// The panel never covers more than this share of the screen; longer text is cut.
        static let largestShareOfHeight = 0.4
        static let background = RasterColor(red: 0.75, green: 0.11, blue: 0.11, alpha: 0.94)
        static let text = RasterColor(red: 1, green: 1, blue: 1, alpha: 1)
    }

    /// The panel's rectangle on a screen of this compositor's size, for `text`.
    func bannerFrame(for text: String) -> CGRect {
        let width = max(0, size.width - 2 * BannerStyle.margin)
        let textWidth = max(0, width - 2 * BannerStyle.padding)
        let measured = text.size(withFont: BannerStyle.font, constrainedToWidth: textWidth)
        let height = min(measured.height + 2 * BannerStyle.padding, size.height * BannerStyle.largestShareOfHeight)
        return CGRect(x: BannerStyle.margin, y: size.height - BannerStyle.margin - height, width: width, height: height)
    }

    func drawBanner(_ text: String, on canvas: RasterCanvas) {
        let frame = bannerFrame(for: text)
        guard frame.width > 0, frame.height > 0 else { return }
        canvas.addRoundedRect(frame, radius: BannerStyle.cornerRadius)
        canvas.fillPath(with: BannerStyle.background)
        canvas.drawText(text, in: frame.insetBy(dx: BannerStyle.padding, dy: BannerStyle.padding),
                        font: BannerStyle.font.rasterFont, color: BannerStyle.text,
                        style: RasterTextStyle(alignment: .left, maximumLines: 0, truncation: .characterWrap, centeredVertically: false))
    }
}
