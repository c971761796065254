/// How one Interface Builder view element becomes a view of the format: the HostKit class, the
/// keys it adds to every view's, and, for a kind HostKit does not have yet, what the plain `View`
/// standing in for it drops.
///
/// This table is the one place to change when HostKit gains a view class (a collection view, a
/// date picker): give the element a mapping to the new class and its keys.
struct ViewElementMapping: Sendable {
    /// The class written in the JSON storyboard.
    var hostKitClass: String
    /// `nil` for HostKit's own class; else what the plain `View` in its place leaves out, for the warning.
    var dropped: String?
    /// The control event on which a segue it starts is performed (`touchUpInside` for a button);
    /// `nil` when the class sends no actions.
    var controlEvent: String?
    /// The class's own keys, after the keys every view has.
    var applyKeys: @Sendable (ViewKeyReader, inout JSONObjectBuilder) -> Void = { _, _ in }

    static func plainView(_ dropped: String) -> ViewElementMapping {
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
        "textView": ViewElementMapping(hostKitClass: "TextView", applyKeys: { $0.textViewKeys(&$1) }),
        "slider": ViewElementMapping(hostKitClass: "Slider", controlEvent: "valueChanged", applyKeys: { $0.sliderKeys(&$1) }),
        "stepper": ViewElementMapping(hostKitClass: "Stepper", controlEvent: "valueChanged", applyKeys: { $0.stepperKeys(&$1) }),
        "segmentedControl": ViewElementMapping(hostKitClass: "SegmentedControl", controlEvent: "valueChanged", applyKeys: { $0.segmentedControlKeys(&$1) }),
        "activityIndicatorView": ViewElementMapping(hostKitClass: "ActivityIndicatorView", applyKeys: { $0.activityIndicatorKeys(&$1) }),
        "scrollView": ViewElementMapping(hostKitClass: "ScrollView", applyKeys: { $0.scrollViewKeys(&$1) }),
        // Its rows come from its data source, in code; the format has no keys for it.
        "pickerView": ViewElementMapping(hostKitClass: "PickerView"),
        // Kinds HostKit does not have yet: a View with the frame, the colours and the subviews.
        "tableView": ViewElementMapping(hostKitClass: "TableView", applyKeys: { $0.scene.tableViewKeys($0, &$1) }),
        "tableViewCell": ViewElementMapping(hostKitClass: "TableViewCell", applyKeys: { $0.scene.tableViewCellKeys($0, &$1) }),
        "collectionView": .plainView("its layout, prototype cells, data source and delegate (HostKit has no CollectionView yet)"),
        "collectionViewCell": .plainView("its reuse and selection (HostKit has no CollectionViewCell yet)"),
        "navigationBar": .plainView("its items (HostKit has no NavigationBar view yet)"),
        // Its items are warned about where they are read (the format has no bar button items).
        "toolbar": ViewElementMapping(hostKitClass: "Toolbar", applyKeys: { $0.toolbarKeys(&$1) }),
        "tabBar": .plainView("its items (HostKit has no TabBar view yet)"),
        "searchBar": .plainView("its text field, scope bar and delegate (HostKit has no SearchBar yet)"),
        "datePicker": .plainView("its date and mode (HostKit has no DatePicker yet)"),
        "pageControl": .plainView("its pages (HostKit has no PageControl yet)"),
        "mapView": .plainView("its map and delegate (HostKit has no MapView)"),
        "webView": .plainView("its web content and delegate (HostKit has no WebView)"),
        "wkWebView": .plainView("its web content and delegates (HostKit has no WebView)"),
        "visualEffectView": .plainView("its blur or vibrancy (HostKit has no VisualEffectView yet)"),
        "glkView": .plainView("its OpenGL drawing (HostKit has no GLKView)"),
        "arscnView": .plainView("its AR scene (HostKit has no ARSCNView)"),
        "sceneKitView": .plainView("its SceneKit scene (HostKit has no SCNView)"),
        "skView": .plainView("its SpriteKit scene (HostKit has no SKView)"),
        "mtkView": .plainView("its Metal drawing (HostKit has no MTKView)"),
    ]
}
