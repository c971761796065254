import Foundation
internal import Rendering

/// A picture, as `UIImage` is in UIKit: from the app's `Assets/` folder by name, from a PNG
/// file, or drawn in code.
///
/// Its ``size`` is in points: a `logo@2x.png` of 200 × 100 pixels is 100 × 50 points at scale 2.
public struct Image: Sendable, Hashable {
    /// The asset's name, for an image found (or looked for) by name.
    public let name: String?
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Double
    /// `nil` for a named image the app does not have, which draws nothing.
    package let pixels: ImagePixels?

    /// The image named `name` in the app folder's `Assets/`, as `UIImage(named:)`: `name.png`,
    /// or `name@2x.png` / `name@3x.png`, the variant of the screen's scale first, then larger
    /// ones, then smaller ones; `nil` when there is none.
    @MainActor
    public init?(named name: String) {
        guard let found = Self.lookUp(named: name) else { return nil }
        self = found
    }

    /// The PNG file at `path`; `nil` when it cannot be read or is not a PNG this host draws
    /// (a damaged file, or one over 4096 × 4096 pixels).
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = try? Self(png: data, name: nil, scale: Self.scaleSuffix(of: path) ?? 1) else {
            return nil
        }
        self = image
    }

    /// An image of `size` points drawn by `actions`, as `UIGraphicsImageRenderer.image(actions:)`
    /// makes one: ``GraphicsContext/current`` is its context while `actions` runs.
    @MainActor
    public init(size: CGSize, scale: Double? = nil, actions: (GraphicsContext) -> Void) {
        let scale = scale ?? Screen.main.scale
        self.name = nil
        self.size = size
        self.scale = scale
        guard let canvas = try? RasterCanvas(size: size, scale: scale) else {
            HostLink.reportIssue("an image of \(size.width) × \(size.height) points at @\(scale.formatted())x cannot be drawn",
                                 remedy: "draw an image of a positive size of at most 8192 pixels a side")
            pixels = nil
            return
        }
        let context = GraphicsContext(canvas: canvas)
        context.draw { actions(context) }
        pixels = (try? RasterImage(copying: canvas)).map(ImagePixels.init)
    }

    /// A named image the app does not have: storyboards keep its name, and it draws nothing.
    package init(missingNamed name: String) {
        self.name = name
        size = .zero
        scale = 1
        pixels = nil
    }

    private init(png: Data, name: String?, scale: Double) throws(RasterImage.DecodingFailure) {
        let raster = try RasterImage(png: png)
        self.name = name
        self.scale = scale
        size = CGSize(width: Double(raster.pixelWidth) / scale, height: Double(raster.pixelHeight) / scale)
        pixels = ImagePixels(raster)
    }

    /// Draws the image into `rect` of the current context, scaled to fill it.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas, let raster = pixels?.raster else { return }
        canvas.draw(raster, in: rect)
    }

    /// Draws the image at its size with its top left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    // MARK: Assets

    /// The folder named images come from: `Assets/` in the app's folder.
    @MainActor
    static var assetsFolder: URL? {
        HostLink.resourceFolder?.appendingPathComponent("Assets", isDirectory: true)
    }

    @MainActor
    private static func lookUp(named name: String) -> Image? {
        // A name with a slash or `..` would reach outside the assets folder.
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else {
            HostLink.reportIssue("image name \"\(name)\" is not an asset name", remedy: "name an image in Assets/ by its file name, without folders")
            return nil
        }
        guard let folder = assetsFolder else {
            HostLink.reportIssue("image \"\(name)\" was asked for by name, but the app has no folder to look in",
                                 remedy: "run the app from an app folder with an Assets/ folder, or use Image(contentsOfFile:)")
            return nil
        }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let screenScale = Int(Screen.main.scale)
        let scales = [screenScale] + [1, 2, 3].filter { $0 > screenScale } + [3, 2, 1].filter { $0 < screenScale }
        var tried: [String] = []
        for scale in scales {
            let file = scale == 1 ? "\(base).png" : "\(base)@\(scale)x.png"
            tried.append(file)
            let path = folder.appendingPathComponent(file).path
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            do {
                return try Image(png: data, name: name, scale: Double(scale))
            } catch {
                HostLink.reportIssue("image \"\(name)\" (\(path)) cannot be drawn: \(error)", remedy: "save it again as a PNG of at most 4096 × 4096 pixels")
                return nil
            }
        }
        HostLink.reportIssue("no image named \"\(name)\": looked for \(tried.joined(separator: ", ")) in \(folder.path)",
                             remedy: "add the PNG to the app folder's Assets/, or correct the name")
        return nil
    }

    private static func scaleSuffix(of path: String) -> Double? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return nil
    }
}

/// An image's pixels: premultiplied ARGB32, immutable, so that an ``Image`` can cross threads.
package final class ImagePixels: Sendable, Hashable {
    let width: Int
    let height: Int
    let argb32: [UInt8]

    init(_ raster: RasterImage) {
        width = raster.pixelWidth
        height = raster.pixelHeight
        argb32 = raster.argb32Bytes
    }

    /// The pixels as a drawable image; made on each use (drawing is cached by the view).
    var raster: RasterImage? { try? RasterImage(argb32: argb32, width: width, height: height) }

    package static func == (lhs: ImagePixels, rhs: ImagePixels) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// The image a storyboard names: the asset, or, when the app lacks it (reported), an image
    /// that keeps the name and draws nothing, as Interface Builder shows a missing image.
    @MainActor
    static func storyboardImage(named name: String) -> Image {
        Image(named: name) ?? Image(missingNamed: name)
    }
}
