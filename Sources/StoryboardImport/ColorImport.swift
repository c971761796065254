/// Xcode's colour elements as the format's colour values (`#RRGGBB`, `#RRGGBBAA`).
///
/// Components in any RGB space (sRGB, calibrated, device, Display P3) are taken as sRGB, and
/// grey spaces as a grey of that white: the format has only sRGB, and the difference is within
/// what a screen shows of an Interface Builder canvas. Named system colours take their
/// light-appearance values, which the format's single colour must choose.
struct ColorImport {
    /// Resolved colours of the document's `<resources>`: `<systemColor>` and `<namedColor>`.
    var resourceColors: [String: String] = [:]

    /// The colour of `element` (a `<color>`), or `nil` with the reason when it cannot be read.
    func hex(of element: XMLElementNode) -> Result<String, ColorProblem> {
        if let system = element["systemColor"] {
            return resourceColors["system:\(system)"].map(Result.success) ?? Self.systemColors[system].map(Result.success) ?? .failure(.unknownSystem(system))
        }
        if let cocoa = element["cocoaTouchSystemColor"] {
            return Self.systemColors[cocoa].map(Result.success) ?? .failure(.unknownSystem(cocoa))
        }
        if let name = element["name"] {
            if element["catalog"] == "System" || element["colorSpace"] == "catalog" {
                return Self.systemColors[name].map(Result.success) ?? .failure(.unknownSystem(name))
            }
            return resourceColors["named:\(name)"].map(Result.success) ?? .failure(.unknownNamed(name))
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") {
            return .success(Self.hex(red: white, green: white, blue: white, alpha: alpha))
        }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return .success(Self.hex(red: red, green: green, blue: blue, alpha: alpha))
        }
        return .failure(.unreadable)
    }

    enum ColorProblem: Error {
        case unknownSystem(String)
        case unknownNamed(String)
        case unreadable

        var description: String {
            switch self {
            case .unknownSystem(let name): "system colour '\(name)' is not one the importer knows"
            case .unknownNamed(let name): "named colour '\(name)' comes from an asset catalog the storyboard does not hold"
            case .unreadable: "the colour has no components the importer reads"
            }
        }
    }

    static func hex(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        var text = "#" + [red, green, blue].map { hexByte(byte($0)) }.joined()
        if byte(alpha) != 255 { text += hexByte(byte(alpha)) }
        return text
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }

    /// UIKit's system colours in the light appearance (iOS 13 and later), by the names
    /// storyboards write (`systemColor`, `cocoaTouchSystemColor`, the System catalog).
    static let systemColors: [String: String] = [
        "systemBackgroundColor": "#FFFFFF", "secondarySystemBackgroundColor": "#F2F2F7", "tertiarySystemBackgroundColor": "#FFFFFF",
        "systemGroupedBackgroundColor": "#F2F2F7", "secondarySystemGroupedBackgroundColor": "#FFFFFF", "tertiarySystemGroupedBackgroundColor": "#F2F2F7",
        "labelColor": "#000000", "secondaryLabelColor": "#3C3C4399", "tertiaryLabelColor": "#3C3C434D", "quaternaryLabelColor": "#3C3C432E",
        "placeholderTextColor": "#3C3C434D", "separatorColor": "#3C3C434A", "opaqueSeparatorColor": "#C6C6C8", "linkColor": "#007AFF",
        "systemFillColor": "#78788033", "secondarySystemFillColor": "#78788029", "tertiarySystemFillColor": "#7676801F", "quaternarySystemFillColor": "#74748014",
        "systemBlueColor": "#007AFF", "systemRedColor": "#FF3B30", "systemGreenColor": "#34C759", "systemOrangeColor": "#FF9500",
        "systemYellowColor": "#FFCC00", "systemPinkColor": "#FF2D55", "systemPurpleColor": "#AF52DE", "systemTealColor": "#5AC8FA",
        "systemIndigoColor": "#5856D6", "systemBrownColor": "#A2845E", "systemMintColor": "#00C7BE", "systemCyanColor": "#32ADE6",
        "systemGrayColor": "#8E8E93", "systemGray2Color": "#AEAEB2", "systemGray3Color": "#C7C7CC", "systemGray4Color": "#D1D1D6",
        "systemGray5Color": "#E5E5EA", "systemGray6Color": "#F2F2F7", "tintColor": "#007AFF",
        "darkTextColor": "#000000", "lightTextColor": "#FFFFFF99", "groupTableViewBackgroundColor": "#EFEFF4",
        "tableCellGroupedBackgroundColor": "#FFFFFF", "viewFlipsideBackgroundColor": "#1F2124",
        "scrollViewTexturedBackgroundColor": "#6F7178", "underPageBackgroundColor": "#B5B8BE",
        "blackColor": "#000000", "whiteColor": "#FFFFFF", "clearColor": "#00000000", "grayColor": "#808080", "darkGrayColor": "#555555",
        "lightGrayColor": "#AAAAAA", "redColor": "#FF0000", "greenColor": "#00FF00", "blueColor": "#0000FF", "cyanColor": "#00FFFF",
        "yellowColor": "#FFFF00", "magentaColor": "#FF00FF", "orangeColor": "#FF8000", "purpleColor": "#800080", "brownColor": "#996633",
    ]
}

/// `<fontDescription>`: the format has the system font's size and weight.
struct FontImport {
    var size: Double?
    var weight: String?
    /// A custom family or a text style the format cannot name, for the warning.
    var unsupportedFamily: String?

    init(_ element: XMLElementNode) {
        size = element.number("pointSize")
        switch element["type"] {
        case "boldSystem": weight = "bold"
        case "system": weight = element["weight"].flatMap { Self.weights.contains($0) ? $0 : nil }
        case "italicSystem": weight = nil
        default: break
        }
        if let style = element["style"] {
            let textStyle = Self.textStyles[style]
            size = size ?? textStyle?.size
            weight = weight ?? textStyle?.weight
            if textStyle == nil { unsupportedFamily = style }
        }
        if element["type"] == nil, element["style"] == nil {
            unsupportedFamily = element["family"] ?? element["name"]
            if let name = element["name"], name.lowercased().contains("bold") { weight = "bold" }
        }
        if let size, !(1...1000).contains(size) { self.size = nil }
    }

    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// Dynamic Type text styles at the default (Large) size.
    static let textStyles: [String: (size: Double, weight: String?)] = [
        "UICTFontTextStyleLargeTitle": (34, nil), "UICTFontTextStyleTitle0": (34, nil), "UICTFontTextStyleTitle1": (28, nil),
        "UICTFontTextStyleTitle2": (22, nil), "UICTFontTextStyleTitle3": (20, nil), "UICTFontTextStyleHeadline": (17, "semibold"),
        "UICTFontTextStyleBody": (17, nil), "UICTFontTextStyleCallout": (16, nil), "UICTFontTextStyleSubhead": (15, nil),
        "UICTFontTextStyleFootnote": (13, nil), "UICTFontTextStyleCaption1": (12, nil), "UICTFontTextStyleCaption2": (11, nil),
    ]
}
