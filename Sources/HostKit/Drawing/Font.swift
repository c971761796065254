package import Rendering

/// A typeface at a size, as `UIFont` is in UIKit. The system font is DejaVu Sans, the one
/// family every AppHost machine draws with, so that text looks the same everywhere.
public struct Font: Sendable, Hashable {
    /// How heavy the strokes are, from ultra light to black, as `UIFont.Weight` is.
    public struct Weight: Sendable, Hashable, Comparable {
        /// The CSS weight: 100 to 900.
        public let value: Int

        public init(_ value: Int) { self.value = min(max(value, 100), 900) }

        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The family name fontconfig knows, such as "DejaVu Sans".
    public let familyName: String
    /// The size in points.
    public let pointSize: Double
    public let weight: Weight
    /// Whether digits all have one width, so a changing number does not shift.
    public let hasMonospacedDigits: Bool

    public init(name familyName: String, size pointSize: Double, weight: Weight = .regular) {
        self.init(familyName: familyName, pointSize: pointSize, weight: weight, monospacedDigits: false)
    }

    private init(familyName: String, pointSize: Double, weight: Weight, monospacedDigits: Bool) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite ? max(pointSize, 1) : Font.systemFontSize
        self.weight = weight
        self.hasMonospacedDigits = monospacedDigits
    }

    /// The height of a line of text, in points, as `UIFont.lineHeight`: DejaVu Sans's lines are
    /// 1.164 em high (its ascent and descent).
    public var lineHeight: Double { pointSize * 1.164 }

    /// How far the text rises above its baseline, in points, as `UIFont.ascender`: DejaVu Sans
    /// rises 0.928 em in its line of 1.164 em.
    public var ascender: Double { pointSize * 0.928 }

    /// Where the first baseline of `lineCount` lines of this font is, from the middle of the
    /// lines: text centred vertically, as labels, buttons and text fields draw it.
    package func firstBaselineOffsetFromMiddle(ofLines lineCount: Int) -> Double {
        -lineHeight * Double(lineCount) / 2 + ascender
    }

    /// The size of body text: 17 points, as on iOS.
    public static let systemFontSize = 17.0
    static let systemFamily = "DejaVu Sans"

    /// The system font.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(familyName: systemFamily, pointSize: size, weight: weight, monospacedDigits: false)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(familyName: systemFamily, pointSize: size, weight: weight, monospacedDigits: true)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        Font(familyName: familyName, pointSize: size, weight: weight, monospacedDigits: hasMonospacedDigits)
    }

    package var rasterFont: RasterFont {
        RasterFont(family: familyName, size: pointSize, weight: weight.value, monospacedDigits: hasMonospacedDigits)
    }
}

/// A font weight as storyboards name it.
enum FontWeightName: String, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    init(_ weight: Font.Weight) {
        self = Self.allCases.min { abs($0.weight.value - weight.value) < abs($1.weight.value - weight.value) } ?? .regular
    }

    var weight: Font.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
