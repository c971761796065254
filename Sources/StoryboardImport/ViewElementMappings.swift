/// How one Interface Builder view element becomes a view of the format: the HostKit class, the
/// keys it adds to every view's, and, for a kind HostKit does not have yet, what the plain `View`
/// standing in for it drops.
///
/// This table is the one place to change when HostKit gains a view class (a table view, a
/// slider): give the element a mapping to the new class and its keys.
struct ViewElementMapping: Sendable {
    /// The class written in the JSON storyboard.
    var hostKitClass: String
    /// `nil` for HostKit's own class; else what the stand-in `View` leaves out, for the warning.
    var dropped: String?
    /// The control event on which a segue it starts is performed (`touchUpInside` for a button);
    /// `nil` when the class sends no actions.
    var controlEvent: String?
    /// The class's own keys, after the keys every view has.
    var applyKeys: @Sendable (ViewKeyReader, inout JSONObjectBuilder) -> Void = { _, _ in }

    static func standIn(_ dropped: String) -> ViewElementMapping {
        ViewElementMapping(hostKitClass: "View", dropped: dropped)
    }

    /// Interface Builder element name → mapping. An element not listed becomes a `View` with a
    /// warning that names it.
    static let table: [String: ViewElementMapping] = [
        "view": ViewElementMapping(hostKitClass: "View"),
        "containerView": ViewElementMapping(hostKitClass: "View"),
        "tableViewCellContentView": ViewElementMapping(hostKitClass: "View"),
        "collectionViewCellContentView": ViewElementMapping(hostKitClass: "View"),
        "label": ViewElementMapping(hostKitClass: "Label", applyKeys: { $0.labelKeys(&$1) }),
        "button": ViewElementMapping(hostKitClass: "Button", controlEvent: "touchUpInside", applyKeys: { $0.buttonKeys(&$1) }),
        "textField": ViewElementMapping(hostKitClass: "TextField", controlEvent: "editingDidEnd", applyKeys: { $0.textFieldKeys(&$1) }),
        "switch": ViewElementMapping(hostKitClass: "Switch", controlEvent: "valueChanged", applyKeys: { $0.switchKeys(&$1) }),
        "imageView": ViewElementMapping(hostKitClass: "ImageView", applyKeys: { $0.imageViewKeys(&$1) }),
        "stackView": ViewElementMapping(hostKitClass: "StackView", applyKeys: { $0.stackViewKeys(&$1) }),
        "progressView": ViewElementMapping(hostKitClass: "ProgressView", applyKeys: { $0.progressViewKeys(&$1) }),
        // Kinds HostKit does not have yet: a View with the frame, the colours and the subviews.
        "tableView": .standIn("its rows, sections and prototype cells (HostKit has no TableView yet; static cells are kept as views)"),
        "tableViewCell": .standIn("its style, accessory and selection (HostKit has no TableViewCell yet)"),
        "collectionView": .standIn("its layout and prototype cells (HostKit has no CollectionView yet)"),
        "collectionViewCell": .standIn("its reuse and selection (HostKit has no CollectionViewCell yet)"),
        "scrollView": .standIn("its content size and scrolling (HostKit has no ScrollView yet)"),
        "textView": .standIn("its text and editing (HostKit has no TextView yet)"),
        "slider": .standIn("its value, range and actions (HostKit has no Slider yet)"),
        "segmentedControl": .standIn("its segments and actions (HostKit has no SegmentedControl yet)"),
        "stepper": .standIn("its value and actions (HostKit has no Stepper yet)"),
        "activityIndicatorView": .standIn("its spinner (HostKit has no ActivityIndicatorView yet)"),
        "navigationBar": .standIn("its items (HostKit has no NavigationBar view yet)"),
        "toolbar": .standIn("its items (HostKit has no Toolbar yet)"),
        "tabBar": .standIn("its items (HostKit has no TabBar view yet)"),
        "searchBar": .standIn("its text field and scope bar (HostKit has no SearchBar yet)"),
        "pickerView": .standIn("its components (HostKit has no PickerView yet)"),
        "datePicker": .standIn("its date and mode (HostKit has no DatePicker yet)"),
        "pageControl": .standIn("its pages (HostKit has no PageControl yet)"),
        "mapView": .standIn("its map (HostKit has no MapView)"),
        "webView": .standIn("its web content (HostKit has no WebView)"),
        "wkWebView": .standIn("its web content (HostKit has no WebView)"),
        "visualEffectView": .standIn("its blur or vibrancy (HostKit has no VisualEffectView yet)"),
        "glkView": .standIn("its OpenGL drawing (HostKit has no GLKView)"),
        "arscnView": .standIn("its AR scene (HostKit has no ARSCNView)"),
        "sceneKitView": .standIn("its SceneKit scene (HostKit has no SCNView)"),
        "skView": .standIn("its SpriteKit scene (HostKit has no SKView)"),
        "mtkView": .standIn("its Metal drawing (HostKit has no MTKView)"),
    ]
}
