/// The view classes a storyboard can name without a module.
public enum BuiltInViewClass: String, Sendable, CaseIterable {
    case view = "View"
    case label = "Label"
    case button = "Button"
    case textField = "TextField"
    case `switch` = "Switch"
    case imageView = "ImageView"
    case stackView = "StackView"

    /// The property keys a view of this class takes, besides `class`, `id` and `subviews`.
    public var propertyKeys: Set<ViewPropertyKey> {
        let common: Set<ViewPropertyKey> = [.frame, .backgroundColor, .hidden, .alpha, .userInteractionEnabled, .tag, .accessibilityIdentifier]
        switch self {
        case .view: return common
        case .label: return common.union([.text, .textColor, .textAlignment, .numberOfLines])
        case .button: return common.union([.title, .titleColor, .enabled])
        case .textField: return common.union([.text, .textColor, .textAlignment, .placeholder, .enabled])
        case .switch: return common.union([.on, .enabled])
        case .imageView: return common.union([.image])
        case .stackView: return common.union([.axis, .spacing, .alignment, .distribution])
        }
    }

    /// Whether views of this class send actions, so that `"actions"` is allowed.
    public var isControl: Bool {
        self == .button || self == .textField || self == .switch
    }
}

/// A view property key of the format.
public enum ViewPropertyKey: String, Sendable, CaseIterable {
    case frame, backgroundColor, hidden, alpha, userInteractionEnabled, tag, accessibilityIdentifier
    case text, textColor, textAlignment, numberOfLines, placeholder
    case title, titleColor, enabled, on, image
    case axis, spacing, alignment, distribution

    /// The built-in classes that take this key, for messages.
    public var classesTakingIt: [BuiltInViewClass] {
        BuiltInViewClass.allCases.filter { $0.propertyKeys.contains(self) }
    }
}

/// A property value, decoded and range-checked.
public enum ViewProperty: Sendable, Equatable {
    case frame(RectValue)
    case backgroundColor(ColorValue)
    case hidden(Bool)
    case alpha(Double)
    case userInteractionEnabled(Bool)
    case tag(Int)
    case accessibilityIdentifier(String)
    case text(String)
    case textColor(ColorValue)
    case textAlignment(TextAlignmentValue)
    case numberOfLines(Int)
    case placeholder(String)
    case title(String)
    case titleColor(ColorValue)
    case enabled(Bool)
    case on(Bool)
    case image(String)
    case axis(AxisValue)
    case spacing(Double)
    case alignment(StackAlignmentValue)
    case distribution(StackDistributionValue)
}

/// A property with the offset of its key.
public struct ViewPropertyAt: Sendable {
    public var key: ViewPropertyKey
    public var keyOffset: Int
    public var value: ViewProperty
}

public struct RectValue: Sendable, Equatable {
    public var x, y, width, height: Double
}

/// An sRGB colour, components from 0 to 1.
public struct ColorValue: Sendable, Equatable {
    public var red, green, blue, alpha: Double

    public static let named: [String: ColorValue] = [
        "clear": ColorValue(red: 0, green: 0, blue: 0, alpha: 0),
        "black": ColorValue(red: 0, green: 0, blue: 0, alpha: 1),
        "white": ColorValue(red: 1, green: 1, blue: 1, alpha: 1),
        "gray": ColorValue(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "red": ColorValue(red: 1, green: 0, blue: 0, alpha: 1),
        "green": ColorValue(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": ColorValue(red: 0, green: 0, blue: 1, alpha: 1),
        "systemBlue": ColorValue(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
    ]

    /// Reads `#RRGGBB`, `#RRGGBBAA` or a colour name.
    public init?(text: String) {
        if let named = Self.named[text] {
            self = named
            return
        }
        let digits = Array(text.utf8.dropFirst())
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            components.append(Double(high * 16 + low) / 255)
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

public enum TextAlignmentValue: String, Sendable, CaseIterable {
    case natural, left, center, right
}

public enum AxisValue: String, Sendable, CaseIterable {
    case horizontal, vertical
}

public enum StackAlignmentValue: String, Sendable, CaseIterable {
    case fill, leading, center, trailing
}

public enum StackDistributionValue: String, Sendable, CaseIterable {
    case fill, fillEqually
}
