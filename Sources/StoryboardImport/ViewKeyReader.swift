/// Reads the keys of one view element: those every view has, and each class's own.
struct ViewKeyReader {
    let element: XMLElementNode
    let scene: SceneImport
    var document: DocumentImport { scene.document }

    func frame() -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = element.child("rect", key: "frame"),
              let x = rect.number("x"), let y = rect.number("y"), let width = rect.number("width"), let height = rect.number("height")
        else { return nil }
        return (x, y, max(width, 0), max(height, 0))
    }

    func color(_ key: String, in parent: XMLElementNode? = nil) -> String? {
        document.color((parent ?? element).child("color", key: key))
    }

    static let contentModes: Set<String> = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                                            "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]

    static let semanticContentAttributes: Set<String> = ["playback", "spatial", "forceLeftToRight", "forceRightToLeft"]

    /// The keys of `View`, which every class takes.
    func commonKeys(_ view: inout JSONObjectBuilder) {
        if element.flag("hidden") == true { view.set("hidden", true) }
        if let alpha = element.number("alpha"), alpha != 1 { view.set("alpha", number: min(max(alpha, 0), 1)) }
        view.set("backgroundColor", color("backgroundColor"))
        view.set("tintColor", color("tintColor"))
        if let mode = element["contentMode"], mode != "scaleToFill", Self.contentModes.contains(mode) { view.set("contentMode", mode) }
        if element.flag("clipsSubviews") == true { view.set("clipsToBounds", true) }
        if element.flag("insetsLayoutMarginsFromSafeArea") == false { view.set("insetsLayoutMarginsFromSafeArea", false) }
        if element.flag("autoresizesSubviews") == false { view.set("autoresizesSubviews", false) }
        if element.flag("preservesSuperviewLayoutMargins") == true { view.set("preservesSuperviewLayoutMargins", true) }
        if let attribute = element["semanticContentAttribute"], attribute != "unspecified", Self.semanticContentAttributes.contains(attribute) {
            view.set("semanticContentAttribute", attribute)
        }
        view.set("directionalLayoutMargins", layoutMargins())
        if element.flag("userInteractionEnabled") == false { view.set("userInteractionEnabled", false) }
        if let tag = element["tag"].flatMap(Int.init), tag != 0 { view.set("tag", tag) }
        if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"], !identifier.isEmpty {
            view.set("accessibilityIdentifier", identifier)
        }
        runtimeAttributes(&view)
    }

    /// The view's own layout margins, which constraints to its margins and a margins-relative
    /// stack view keep inside: Interface Builder's `<directionalEdgeInsets
    /// key="directionalLayoutMargins">`, or `<edgeInsets key="layoutMargins">`, whose left and
    /// right are leading and trailing (trailing and leading in a view forced right to left, as
    /// UIKit reads them in the app's left-to-right language). `nil` when neither is
    /// written (UIKit's default margins), or when a side is missing or not a finite number.
    func layoutMargins() -> OrderedJSON? {
        let sides: [(format: String, xcode: String)]
        let insets: XMLElementNode
        if let directional = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            insets = directional
            sides = [("top", "top"), ("leading", "leading"), ("bottom", "bottom"), ("trailing", "trailing")]
        } else if let absolute = element.child("edgeInsets", key: "layoutMargins") {
            insets = absolute
            let rightToLeft = element["semanticContentAttribute"] == "forceRightToLeft"
            sides = [("top", "top"), ("leading", rightToLeft ? "right" : "left"), ("bottom", "bottom"), ("trailing", rightToLeft ? "left" : "right")]
        } else {
            return nil
        }
        var margins = JSONObjectBuilder()
        for side in sides {
            guard let value = insets.number(side.xcode) else {
                document.warnings.warnOnce("layoutMargins", key: "layoutMargins:\(scene.sceneID)", at: insets,
                                           "layout margins without a number for '\(side.xcode)' are not carried over: the view keeps the default margins")
                return nil
            }
            margins.set(side.format, number: min(max(value, -1e6), 1e6))
        }
        return margins.json
    }

    /// `layer.cornerRadius` and the like are keys of the format; other runtime attributes are
    /// properties of the app's own classes, which the format has no way to set.
    private func runtimeAttributes(_ view: inout JSONObjectBuilder) {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute") ?? [] {
            let keyPath = attribute["keyPath"] ?? ""
            let number = attribute.number("value") ?? attribute.child("real")?.number("value") ?? attribute.child("integer")?.number("value")
            switch keyPath {
            case "layer.cornerRadius" where number != nil: view.set("cornerRadius", number: min(max(number!, 0), 10000))
            case "layer.borderWidth" where number != nil: view.set("borderWidth", number: min(max(number!, 0), 1000))
            case "layer.borderColor", "layer.borderUIColor":
                if let color = document.color(attribute.child("color")) { view.set("borderColor", color) }
            case "clipsToBounds", "layer.masksToBounds":
                if attribute["value"] == "YES" { view.set("clipsToBounds", true) }
            default:
                document.warnings.warnOnce("runtimeAttribute", key: "runtime:\(keyPath)", at: attribute,
                                           "user-defined runtime attribute '\(keyPath)' is not carried over: set it in code")
            }
        }
    }

    // MARK: Text

    /// `text="…"`, `<string key="text">`, or the characters of `<attributedString key="attributedText">`.
    func text(_ key: String = "text", attributedKey: String = "attributedText", in parent: XMLElementNode? = nil) -> String? {
        let holder = parent ?? element
        if let text = holder[key] { return text }
        if let string = holder.child("string", key: key) { return string.text }
        if let attributed = holder.child("attributedString", key: attributedKey) {
            document.warnings.warnOnce("attributedText", key: "attributed", at: attributed,
                                       "attributed text keeps its characters only: the format has no attributed strings")
            return attributed.children(named: "fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        return nil
    }

    func textAlignment(_ view: inout JSONObjectBuilder) {
        guard let alignment = element["textAlignment"] else { return }
        switch alignment {
        case "natural", "left", "center", "right": view.set("textAlignment", alignment)
        default:
            document.warnings.warnOnce("textAlignment", key: "alignment:\(alignment)", at: element, "text alignment '\(alignment)' becomes natural")
        }
    }

    func font(_ view: inout JSONObjectBuilder, weight: Bool) {
        guard let description = element.child("fontDescription", key: "fontDescription") ?? element.child("font", key: "font") else { return }
        let font = description.name == "font" ? FontImport(legacy: description) : FontImport(description)
        view.set("fontSize", number: font.size)
        if weight, let fontWeight = font.weight, fontWeight != "regular" { view.set("fontWeight", fontWeight) }
        if let family = font.unsupportedFamily {
            document.warnings.warnOnce("customFont", key: "font:\(family)", at: description,
                                       "font '\(family)' is drawn in the system font at its size: the format names the system font only")
        }
    }

    // MARK: Classes

    func labelKeys(_ view: inout JSONObjectBuilder) {
        view.set("text", text())
        textAlignment(&view)
        if let lines = element["numberOfLines"].flatMap(Int.init), lines >= 0, lines != 1 { view.set("numberOfLines", lines) }
        view.set("textColor", color("textColor"))
        font(&view, weight: true)
        let lineBreakModes = ["wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
                              "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle"]
        if let mode = element["lineBreakMode"].flatMap({ lineBreakModes[$0] }), mode != "byTruncatingTail" { view.set("lineBreakMode", mode) }
    }

    func buttonKeys(_ view: inout JSONObjectBuilder) {
        let normal = element.children(named: "state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        view.set("title", normal.flatMap { text("title", attributedKey: "attributedTitle", in: $0) } ?? configuration?["title"])
        view.set("titleColor", normal.flatMap { color("titleColor", in: $0) })
        font(&view, weight: true)
        if element.flag("enabled") == false { view.set("enabled", false) }
        if let image = normal?["image"] ?? configuration?["image"] {
            document.warnings.warnOnce("buttonImage", key: "buttonImage:\(scene.sceneID)", at: element,
                                       "button images ('\(image)' here) are not carried over: a Button has a title only")
        }
        for state in element.children(named: "state") where state["key"] != "normal" && (state["title"] != nil || state.child("color") != nil || state["image"] != nil) {
            document.warnings.warnOnce("buttonState", key: "buttonState:\(scene.sceneID):\(state["key"] ?? "")", at: state,
                                       "the button's '\(state["key"] ?? "")' state (title, colour or image) is not carried over: a Button has one title")
        }
    }

    func textFieldKeys(_ view: inout JSONObjectBuilder) {
        view.set("text", text())
        view.set("placeholder", element["placeholder"])
        textAlignment(&view)
        view.set("textColor", color("textColor"))
        font(&view, weight: false)
        if let style = element["borderStyle"], ["none", "line", "bezel", "roundedRect"].contains(style) { view.set("borderStyle", style) }
        if element.flag("enabled") == false { view.set("enabled", false) }
        textInputTraitKeys(&view)
    }

    /// The values the format takes for each text input trait Interface Builder writes, as
    /// HostKit's `TextInputTraits` names them.
    private static let textInputTraitValues: [(attribute: String, values: Set<String>)] = [
        ("keyboardType", ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                          "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]),
        ("returnKeyType", ["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue"]),
        ("autocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
        ("autocorrectionType", ["default", "no", "yes"]),
        ("spellCheckingType", ["default", "no", "yes"]),
        ("keyboardAppearance", ["default", "dark", "light"]),
    ]

    /// A text field's or text view's `<textInputTraits>`: each trait as the key of the same name
    /// (`secureTextEntry` and `enablesReturnKeyAutomatically` as booleans). The deprecated
    /// `alphabet` keyboard is `asciiCapable`, as UIKit makes it; a value HostKit does not know is
    /// warned about and left out.
    func textInputTraitKeys(_ view: inout JSONObjectBuilder) {
        guard let traits = element.child("textInputTraits") else { return }
        for (attribute, values) in Self.textInputTraitValues {
            guard var value = traits[attribute] else { continue }
            if attribute == "keyboardType", value == "alphabet" { value = "asciiCapable" }
            if values.contains(value) {
                view.set(attribute, value)
            } else {
                document.warnings.warn("textInputTraits", at: traits, "the text input trait \(attribute)=\"\(value)\" is not one HostKit knows: left out")
            }
        }
        for flag in ["secureTextEntry", "enablesReturnKeyAutomatically"] where traits.flag(flag) == true { view.set(flag, true) }
        view.set("textContentType", traits["textContentType"])
    }

    func switchKeys(_ view: inout JSONObjectBuilder) {
        if element.flag("on") == true { view.set("on", true) }
        view.set("onTintColor", color("onTintColor"))
        if element.flag("enabled") == false { view.set("enabled", false) }
    }

    func imageViewKeys(_ view: inout JSONObjectBuilder) {
        let reference = element.child("imageReference", key: "image")
        view.set("image", element["image"] ?? reference?["image"])
        if reference?["catalog"] == "system" {
            document.warnings.warnOnce("systemImage", key: "symbol", at: reference, "SF Symbols images keep their names, but HostKit has no symbol images to draw")
        }
    }

    /// UIKit's standard spacing between sibling views, as HostKit's `LayoutConstraint.systemSpacing`.
    static let systemSpacing = 8.0

    func stackViewKeys(_ view: inout JSONObjectBuilder) {
        if element["axis"] == "vertical" { view.set("axis", "vertical") }
        // `spacingType="standard"` is UIStackView.spacingUseSystem: the system spacing between
        // neighbours, HostKit's LayoutConstraint.systemSpacing (8 points), in place of `spacing`.
        if element["spacingType"] == "standard" {
            view.set("spacing", number: Self.systemSpacing)
        } else if let spacing = element.number("spacing"), spacing != 0 {
            // Negative spacing overlaps neighbours, as UIKit allows.
            view.set("spacing", number: max(spacing, -1e6))
        }
        if element["layoutMarginsRelativeArrangement"] == "YES" { view.set("isLayoutMarginsRelativeArrangement", true) }
        if element["baselineRelativeArrangement"] == "YES" { view.set("isBaselineRelativeArrangement", true) }
        switch element["alignment"] {
        case nil, "fill": break
        case "top", "leading": view.set("alignment", "leading")
        case "bottom", "trailing": view.set("alignment", "trailing")
        case "center": view.set("alignment", "center")
        case "firstBaseline", "lastBaseline": view.set("alignment", element["alignment"]!)
        case let other?:
            document.warnings.warnOnce("stackView", key: "alignment:\(other)", at: element, "stack view alignment '\(other)' becomes fill")
        }
        switch element["distribution"] {
        case nil, "fill": break
        case "fillEqually", "fillProportionally", "equalSpacing", "equalCentering": view.set("distribution", element["distribution"]!)
        case let other?:
            document.warnings.warnOnce("stackView", key: "distribution:\(other)", at: element, "stack view distribution '\(other)' becomes fill")
        }
    }

    /// A scroll view's behaviour; its content size comes from the constraints between its edges
    /// and its content, as in UIKit.
    func scrollViewKeys(_ view: inout JSONObjectBuilder) {
        for key in ["scrollEnabled", "bounces", "pagingEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal",
                    "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"] {
            if let flag = element.flag(key) { view.set(key, flag) }
        }
        for key in ["minimumZoomScale", "maximumZoomScale"] {
            if let scale = element.number(key), scale != 1 { view.set(key, number: scale) }
        }
        if let flag = element.flag("bouncesZoom") { view.set("bouncesZoom", flag) }
        if let mode = element["keyboardDismissMode"],
           ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"].contains(mode) {
            view.set("keyboardDismissMode", mode)
        }
    }

    func progressViewKeys(_ view: inout JSONObjectBuilder) {
        if let progress = element.number("progress") { view.set("progress", number: min(max(progress, 0), 1)) }
        if element["progressViewStyle"] == "bar" { view.set("progressViewStyle", "bar") }
        view.set("progressTintColor", color("progressTintColor"))
        view.set("trackTintColor", color("trackTintColor"))
    }
}

extension ViewKeyReader {
    /// A toolbar has no keys of its own; its items are reported, since the format cannot hold them.
    func toolbarKeys(_ view: inout JSONObjectBuilder) {
        guard let items = element.child("items"), !items.children.isEmpty else { return }
        document.warnings.warn("toolbarItems", at: items,
                               "toolbar items (\(items.children.count)) are not carried over: the format has bar button items for a scene's toolbar (its \"toolbarItems\"), not for a Toolbar view; set the Toolbar's items in code")
    }
}

// MARK: Classes added with the UIKit controls (issue 23)

extension ViewKeyReader {
    func textViewKeys(_ view: inout JSONObjectBuilder) {
        view.set("text", text())
        view.set("textColor", color("textColor"))
        textAlignment(&view)
        font(&view, weight: false)
        if element.flag("editable") == false { view.set("editable", false) }
        if element.flag("scrollEnabled") == false { view.set("scrollEnabled", false) }
        textInputTraitKeys(&view)
    }

    /// `minimumValue` and `maximumValue` come before `value`, which the range pins.
    func sliderKeys(_ view: inout JSONObjectBuilder) {
        view.set("minimumValue", number: element.number("minValue"))
        view.set("maximumValue", number: element.number("maxValue"))
        view.set("value", number: element.number("value"))
        if element.flag("continuous") == false { view.set("continuous", false) }
        view.set("minimumTrackTintColor", color("minimumTrackTintColor"))
        view.set("maximumTrackTintColor", color("maximumTrackTintColor"))
        view.set("thumbTintColor", color("thumbTintColor"))
        if element.flag("enabled") == false { view.set("enabled", false) }
    }

    func stepperKeys(_ view: inout JSONObjectBuilder) {
        view.set("minimumValue", number: element.number("minimumValue"))
        view.set("maximumValue", number: element.number("maximumValue"))
        view.set("value", number: element.number("value"))
        if let step = element.number("stepValue"), step > 0 { view.set("stepValue", number: step) }
        if element.flag("wraps") == true { view.set("wraps", true) }
        if element.flag("enabled") == false { view.set("enabled", false) }
    }

    /// The titles, comma-separated as the format writes them; `selectedSegmentIndex` after them.
    func segmentedControlKeys(_ view: inout JSONObjectBuilder) {
        let segments = element.child("segments")?.children(named: "segment") ?? []
        let titles = segments.map { $0["title"] ?? "" }
        if titles.contains(where: { $0.contains(",") }) || segments.contains(where: { $0["image"] != nil }) {
            document.warnings.warnOnce("segmentedControl", key: "segments:\(scene.sceneID)", at: element,
                                       "segment images, and commas in segment titles, are not carried over: the format writes titles separated by commas")
        }
        if !titles.isEmpty { view.set("segments", titles.map { $0.replacingOccurrences(of: ",", with: " ") }.joined(separator: ",")) }
        if let index = element["selectedSegmentIndex"].flatMap(Int.init), index >= -1, index < titles.count { view.set("selectedSegmentIndex", index) }
        if element.flag("momentary") == true { view.set("momentary", true) }
        view.set("selectedSegmentTintColor", color("selectedSegmentTintColor"))
        if element.flag("enabled") == false { view.set("enabled", false) }
    }

    /// Interface Builder's older styles (`whiteLarge`, `gray`, `white`) are the two sizes.
    func activityIndicatorKeys(_ view: inout JSONObjectBuilder) {
        switch element["style"] {
        case "large", "whiteLarge": view.set("indicatorStyle", "large")
        case nil: break
        default: view.set("indicatorStyle", "medium")
        }
        view.set("color", color("color"))
        if element.flag("hidesWhenStopped") == false { view.set("hidesWhenStopped", false) }
        if element.flag("animating") == true { view.set("animating", true) }
    }
}

extension FontImport {
    /// The legacy `<font key="font" size="17" name="Helvetica"/>` of old storyboards.
    init(legacy element: XMLElementNode) {
        size = element.number("size").flatMap { (1...1000).contains($0) ? $0 : nil }
        weight = (element["name"] ?? "").lowercased().contains("bold") ? "bold" : nil
        let name = element["name"] ?? ""
        unsupportedFamily = name.hasPrefix("Helvetica") || name.hasPrefix(".") || name.isEmpty ? nil : name
    }
}
