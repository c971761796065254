/// An sRGB colour, as `UIColor` is in UIKit; components run from 0 to 1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    public static let systemRed = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    /// The grey of placeholder text.
    public static let placeholderText = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// The grey of thin separating lines.
    public static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// A disabled control's grey.
    public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// The light grey of a switch's track and a text field's border.
    public static let systemGray5 = Color(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)
    /// The grey of a control that cannot be worked now (a stepper's end, a disabled segment).
    public static let systemGray3 = Color(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255)
    /// The grey of the hairlines between segments.
    public static let systemGray4 = Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// The lightest grey: the track of a segmented control and a stepper.
    public static let systemGray6 = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// The translucent white of bars.
    public static let barBackground = Color(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 0.94)

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// How a label or text field aligns its text.
public enum TextAlignment: String, Sendable, CaseIterable {
    case natural, left, center, right
}
