/// A decoded storyboard value of a view key, checked against the key's ``StoryboardValueType``.
package enum StoryboardValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case color(ColorValue)
    case rect(RectValue)
    case insets(InsetsValue)
    /// One of the key's cases, by name.
    case enumeration(String)
}

/// A property of a view as the storyboard sets it, with the offset of its key for messages.
package struct ViewPropertyAt: Sendable {
    package var key: ViewKeyID
    package var keyOffset: Int
    package var value: StoryboardValue
}

package struct RectValue: Sendable, Equatable {
    package var x, y, width, height: Double
}

/// Insets from the four edges, leading and trailing following the reading direction.
package struct InsetsValue: Sendable, Equatable {
    package var top, leading, bottom, trailing: Double

    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
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
