/// The names UIKit (and the Foundation classes UIKit apps use with it) defines, and HostKit's name
/// for each that HostKit provides. `apphost port` renames only these: a `UI` or `NS` name that is
/// not here is the app's own, and stays.
package enum UIKitNames {
    /// UIKit's name → HostKit's.
    package static let renamed: [String: String] = [
        "UIApplication": "Application", "UIApplicationDelegate": "ApplicationDelegate", "UIResponder": "Responder",
        "UIWindow": "Window", "UIScreen": "Screen", "UIView": "View", "UIViewController": "ViewController",
        "UINavigationController": "NavigationController", "UINavigationBar": "NavigationBar",
        "UITabBarController": "TabBarController", "UITabBar": "TabBar",
        "UIControl": "Control", "UIButton": "Button", "UILabel": "Label", "UISwitch": "Switch", "UITextField": "TextField",
        "UIImageView": "ImageView", "UIImage": "Image", "UIStackView": "StackView", "UIProgressView": "ProgressView",
        "UIColor": "Color", "UIFont": "Font", "UIBezierPath": "BezierPath", "UIEvent": "Event", "UITouch": "Touch",
        "UIKeyInput": "KeyInput", "UIStoryboard": "Storyboard", "UIStoryboardSegue": "StoryboardSegue",
        "UIStoryboardUnwindSegueSource": "StoryboardUnwindSegueSource", "UIBackgroundTaskIdentifier": "BackgroundTaskIdentifier",
        "UIBackgroundFetchResult": "Application.BackgroundFetchResult", "UIContentMode": "ContentMode",
        "UIScene": "Scene", "UIWindowScene": "WindowScene", "UISceneSession": "SceneSession", "UISceneConfiguration": "SceneConfiguration",
        "UISceneDelegate": "SceneDelegate", "UIWindowSceneDelegate": "WindowSceneDelegate", "NSUserActivity": "UserActivity",
        "UIActivityIndicatorView": "ActivityIndicatorView", "UIAlertAction": "AlertAction", "UIAlertController": "AlertController", "UIBarButtonItem": "BarButtonItem", "UIModalPresentationStyle": "ModalPresentationStyle", "UINavigationItem": "NavigationItem", "UIPickerView": "PickerView", "UIPickerViewDataSource": "PickerViewDataSource", "UIPickerViewDelegate": "PickerViewDelegate", "UISegmentedControl": "SegmentedControl", "UISlider": "Slider", "UIStepper": "Stepper", "UITextFieldDelegate": "TextFieldDelegate", "UITextView": "TextView", "UITextViewDelegate": "TextViewDelegate", "UIToolbar": "Toolbar",
        "UIKey": "Key", "UIKeyCommand": "KeyCommand", "UIKeyModifierFlags": "KeyModifierFlags", "UIKeyboardHIDUsage": "KeyboardHIDUsage",
        "UIPress": "Press", "UIPressesEvent": "PressesEvent",
        "NSCoder": "Coder", "NSTextAlignment": "TextAlignment", "NSLineBreakMode": "LineBreakMode",
        "UITableView": "TableView", "UITableViewCell": "TableViewCell", "UITableViewController": "TableViewController",
        "UITableViewDataSource": "TableViewDataSource", "UITableViewDelegate": "TableViewDelegate",
        "UIScrollView": "ScrollView", "UIScrollViewDelegate": "ScrollViewDelegate",
        "UIGestureRecognizer": "GestureRecognizer", "UIGestureRecognizerDelegate": "GestureRecognizerDelegate",
        "UITapGestureRecognizer": "TapGestureRecognizer", "UILongPressGestureRecognizer": "LongPressGestureRecognizer",
        "UIPanGestureRecognizer": "PanGestureRecognizer", "UISwipeGestureRecognizer": "SwipeGestureRecognizer",
        "UIPinchGestureRecognizer": "PinchGestureRecognizer", "UIEdgeInsets": "EdgeInsets", "NSDirectionalEdgeInsets": "DirectionalEdgeInsets",
        "NSLayoutConstraint": "LayoutConstraint", "UILayoutPriority": "LayoutPriority", "UILayoutGuide": "LayoutGuide",
        "NSLayoutAnchor": "LayoutAnchor", "NSLayoutXAxisAnchor": "LayoutXAxisAnchor", "NSLayoutYAxisAnchor": "LayoutYAxisAnchor",
        "NSLayoutDimension": "LayoutDimension", "UIKeyboardLayoutGuide": "KeyboardLayoutGuide",
        "UITableViewHeaderFooterView": "TableViewHeaderFooterView", "UIUserInterfaceLayoutDirection": "UserInterfaceLayoutDirection",
        "UISemanticContentAttribute": "SemanticContentAttribute", "UIViewControllerTransitionCoordinator": "TransitionCoordinator",
        "UITraitCollection": "TraitCollection", "UITraitEnvironment": "TraitEnvironment", "UIUserInterfaceSizeClass": "UserInterfaceSizeClass",
        "UIUserInterfaceIdiom": "UserInterfaceIdiom", "UIUserInterfaceStyle": "UserInterfaceStyle",
        "UITraitEnvironmentLayoutDirection": "TraitEnvironmentLayoutDirection",
        "UIKeyboardType": "KeyboardType", "UIReturnKeyType": "ReturnKeyType", "UITextAutocapitalizationType": "TextAutocapitalizationType",
        "UITextAutocorrectionType": "TextAutocorrectionType", "UITextSpellCheckingType": "TextSpellCheckingType",
        "UIKeyboardAppearance": "KeyboardAppearance", "UITextContentType": "TextContentType", "UITextInputTraits": "TextInputTraits",
        "UIInterfaceOrientation": "InterfaceOrientation", "UIInterfaceOrientationMask": "InterfaceOrientationMask",
        "UIStatusBarStyle": "StatusBarStyle", "UIDevice": "Device", "UIDeviceOrientation": "DeviceOrientation",
        "UIFeedbackGenerator": "FeedbackGenerator", "UIImpactFeedbackGenerator": "ImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator": "NotificationFeedbackGenerator", "UISelectionFeedbackGenerator": "SelectionFeedbackGenerator",
        "UIRefreshControl": "RefreshControl", "UIRectCorner": "RectCorner", "CACornerMask": "CornerMask", "CALayer": "Layer",
        "UIScrollViewKeyboardDismissMode": "ScrollView.KeyboardDismissMode",
        "UIContextualAction": "ContextualAction", "UISwipeActionsConfiguration": "SwipeActionsConfiguration",
    ]

    /// UIKit names HostKit does not provide: each use is reported.
    package static let unprovided: Set<String> = [
        "UICollectionView", "UICollectionViewCell", "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewFlowLayout",
        "UICollectionViewDelegateFlowLayout", "UICollectionViewLayout", "UITabBarItem", "UIDatePicker", "UISearchBar", "UISearchBarDelegate", "UISearchController", "UIPageViewController",
        "UISplitViewController", "UIPopoverPresentationController", "UIActivityViewController", "UIImagePickerController",
        "UIImagePickerControllerDelegate", "UINavigationControllerDelegate", "UITabBarControllerDelegate", "UIVisualEffectView",
        "UIBlurEffect", "UIOffset", "UIFontDescriptor", "UIFontMetrics", "UIAccessibility",
        "UIPasteboard", "UIMenu", "UIAction", "UIContextMenuConfiguration", "UIWebView",
        "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsEndImageContext", "UIGraphicsGetImageFromCurrentImageContext",
        "UIViewPropertyAnimator", "UIDynamicAnimator",
        "UIApplicationMain", "UIAppearance", "UIBarStyle", "UIModalTransitionStyle", "UIRectEdge",
        "UIAccessibilityTraits", "UIFocusEnvironment",
        "NSAttributedString", "NSMutableAttributedString", "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSTextAttachment", "NSFetchedResultsController",
        "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer", "NSDiffableDataSourceSnapshot",
    ]

    /// Frameworks an app may import that AppHost provides (UIKit becomes HostKit).
    package static let providedModules: Set<String> = ["UIKit", "HostKit", "Foundation", "Dispatch", "Swift", "Glibc", "FoundationEssentials"]
}
