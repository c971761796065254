/// How a view's content fits its bounds when their sizes differ, as `UIView.ContentMode` is.
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// How text too long for its view is wrapped or cut, as `NSLineBreakMode` is.
public enum LineBreakMode: String, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The border a text field draws, as `UITextField.BorderStyle` is.
public enum BorderStyle: String, Sendable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// Where a control's content sits across it, as `UIControl.ContentHorizontalAlignment` is.
public enum ContentHorizontalAlignment: String, Sendable, CaseIterable {
    case center, left, right, fill, leading, trailing
}
