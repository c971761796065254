/// The view classes a storyboard can name without a module.
package enum BuiltInViewClass: String, Sendable, CaseIterable {
    case view = "View"
    case label = "Label"
    case button = "Button"
    case textField = "TextField"
    case `switch` = "Switch"
    case imageView = "ImageView"
    case stackView = "StackView"

    /// The property keys a view of this class takes, besides `class`, `id` and `subviews`.
    /// Built once: the reader asks for every property of every view.
    package var propertyKeys: Set<ViewPropertyKey> {
        switch self {
        case .view: Self.commonKeys
        case .label: Self.labelKeys
        case .button: Self.buttonKeys
        case .textField: Self.textFieldKeys
        case .switch: Self.switchKeys
        case .imageView: Self.imageViewKeys
        case .stackView: Self.stackViewKeys
        }
    }

    private static let commonKeys: Set<ViewPropertyKey> = [.frame, .backgroundColor, .hidden, .alpha, .userInteractionEnabled, .tag, .accessibilityIdentifier]
    private static let labelKeys = commonKeys.union([.text, .textColor, .textAlignment, .numberOfLines])
    private static let buttonKeys = commonKeys.union([.title, .titleColor, .enabled])
    private static let textFieldKeys = commonKeys.union([.text, .textColor, .textAlignment, .placeholder, .enabled])
    private static let switchKeys = commonKeys.union([.on, .enabled])
    private static let imageViewKeys = commonKeys.union([.image])
    private static let stackViewKeys = commonKeys.union([.axis, .spacing, .alignment, .distribution])

    /// Whether views of this class send actions, so that `"actions"` is allowed.
    package var isControl: Bool {
        self == .button || self == .textField || self == .switch
    }
}

/// A view property key of the format. Its name in the file is the case name; the integer raw
/// value keeps hashing cheap, since every property of every view is looked up.
package enum ViewPropertyKey: Int, Sendable, CaseIterable {
    case frame, backgroundColor, hidden, alpha, userInteractionEnabled, tag, accessibilityIdentifier
    case text, textColor, textAlignment, numberOfLines, placeholder
    case title, titleColor, enabled, on, image
    case axis, spacing, alignment, distribution

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })

    /// The key written `name` in a storyboard.
    package init?(name: String) {
        guard let key = Self.byName[name] else { return nil }
        self = key
    }

    /// The key as a storyboard writes it.
    package var name: String { String(describing: self) }

    /// The built-in classes that take this key, for messages.
    package var classesTakingIt: [BuiltInViewClass] {
        BuiltInViewClass.allCases.filter { $0.propertyKeys.contains(self) }
    }

}

/// A property value, decoded and range-checked.
package enum ViewProperty: Sendable, Equatable {
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
package struct ViewPropertyAt: Sendable {
    package var key: ViewPropertyKey
    package var keyOffset: Int
    package var value: ViewProperty
}

package struct RectValue: Sendable, Equatable {
    package var x, y, width, height: Double
}

/// An sRGB colour, components from 0 to 1.
package struct ColorValue: Sendable, Equatable {
    package var red, green, blue, alpha: Double

    package static let named: [String: ColorValue] = [
        "clear": ColorValue(red: 0, green: 0, blue: 0, alpha: 0),
        "black": ColorValue(red: 0, green: 0, blue: 0, alpha: 1),
        "white": ColorValue(red: 1, green: 1, blue: 1, alpha: 1),
        "gray": ColorValue(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "red": ColorValue(red: 1, green: 0, blue: 0, alpha: 1),
        "green": ColorValue(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": ColorValue(red: 0, green: 0, blue: 1, alpha: 1),
        "systemBlue": ColorValue(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
    ]

    /// Reads `#RRGGBB`, `#RRGGBBAA` or a colour name. Storyboards hold thousands of colours, so
    /// the hex form is read without building any intermediate array.
    package init?(text: String) {
        if let named = Self.named[text] {
            self = named
            return
        }
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var components = (0.0, 0.0, 0.0, 1.0)
        var count = 0
        while let high = utf8.next() {
            guard count < 4, let highValue = Self.hexValue(high), let low = utf8.next(), let lowValue = Self.hexValue(low) else { return nil }
            let component = Double(highValue * 16 + lowValue) / 255
            switch count {
            case 0: components.0 = component
            case 1: components.1 = component
            case 2: components.2 = component
            default: components.3 = component
            }
            count += 1
        }
        guard count == 3 || count == 4 else { return nil }
        self.init(red: components.0, green: components.1, blue: components.2, alpha: components.3)
    }

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
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

package enum TextAlignmentValue: String, Sendable, CaseIterable {
    case natural, left, center, right
}

package enum AxisValue: String, Sendable, CaseIterable {
    case horizontal, vertical
}

package enum StackAlignmentValue: String, Sendable, CaseIterable {
    case fill, leading, center, trailing
}

package enum StackDistributionValue: String, Sendable, CaseIterable {
    case fill, fillEqually
}
