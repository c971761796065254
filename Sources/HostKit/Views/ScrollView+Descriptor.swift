extension ViewClassDescriptor {
    static let scrollView = ViewClassDescriptor(
        ScrollView.self, name: "ScrollView", superclass: View.self, summary: "Shows content larger than itself, moved by a finger.",
        properties: [
            .number("contentWidth", in: 0...1e9, "The width of the content, in points.",
                    get: { (view: ScrollView) in view.contentSize.width }, set: { $0.contentSize.width = $1 }),
            .number("contentHeight", in: 0...1e9, "The height of the content, in points.",
                    get: { (view: ScrollView) in view.contentSize.height }, set: { $0.contentSize.height = $1 }),
            .bool("scrollEnabled", "Whether fingers scroll the content.", get: { (view: ScrollView) in view.isScrollEnabled }, set: { $0.isScrollEnabled = $1 }),
            .bool("bounces", "Whether the content can go past its edges under a finger.", get: { (view: ScrollView) in view.bounces }, set: { $0.bounces = $1 }),
            .bool("alwaysBounceVertical", "Whether the content can be dragged vertically when no taller than the view.",
                  get: { (view: ScrollView) in view.alwaysBounceVertical }, set: { $0.alwaysBounceVertical = $1 }),
            .bool("alwaysBounceHorizontal", "Whether the content can be dragged horizontally when no wider than the view.",
                  get: { (view: ScrollView) in view.alwaysBounceHorizontal }, set: { $0.alwaysBounceHorizontal = $1 }),
            .bool("pagingEnabled", "Whether scrolling stops at multiples of the view's size.",
                  get: { (view: ScrollView) in view.isPagingEnabled }, set: { $0.isPagingEnabled = $1 }),
            .bool("showsVerticalScrollIndicator", "Whether the vertical indicator shows while the content scrolls.",
                  get: { (view: ScrollView) in view.showsVerticalScrollIndicator }, set: { $0.showsVerticalScrollIndicator = $1 }),
            .bool("showsHorizontalScrollIndicator", "Whether the horizontal indicator shows while the content scrolls.",
                  get: { (view: ScrollView) in view.showsHorizontalScrollIndicator }, set: { $0.showsHorizontalScrollIndicator = $1 }),
            .number("minimumZoomScale", in: 0.000_001...1_000_000, "The smallest zoom scale (1 by default); the delegate's viewForZooming names the view zoomed.",
                    get: { (view: ScrollView) in view.minimumZoomScale }, set: { $0.minimumZoomScale = $1 }),
            .number("maximumZoomScale", in: 0.000_001...1_000_000, "The largest zoom scale (1 by default: no zooming).",
                    get: { (view: ScrollView) in view.maximumZoomScale }, set: { $0.maximumZoomScale = $1 }),
            .bool("bouncesZoom", "Whether a pinch may go past the zoom limits and spring back.",
                  get: { (view: ScrollView) in view.bouncesZoom }, set: { $0.bouncesZoom = $1 }),
            .enumeration("keyboardDismissMode", "How a drag dismisses the keyboard: onDrag ends editing as a drag begins.") {
                (view: ScrollView, mode: ScrollView.KeyboardDismissMode) in view.keyboardDismissMode = mode
            },
        ],
        snapshot: [
            SnapshotField(jsonKey: "contentOffsetX", value: { .number(($0 as! ScrollView).contentOffset.x) }, textForm: .number("contentOffsetX", unless: 0)),
            SnapshotField(jsonKey: "contentOffsetY", value: { .number(($0 as! ScrollView).contentOffset.y) }, textForm: .number("contentOffsetY", unless: 0)),
        ])
}
