import Foundation

/// How much room the interface has along one axis, as `UIUserInterfaceSizeClass` is: what
/// adaptive layouts switch on instead of exact sizes.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device the interface is laid out for, as `UIUserInterfaceIdiom` is.
public enum UserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}

/// Light or dark appearance, as `UIUserInterfaceStyle` is. HostKit draws the light appearance.
public enum UserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The layout direction as a trait, as `UITraitEnvironmentLayoutDirection` is: unlike
/// ``UserInterfaceLayoutDirection``, it may be unspecified.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits of the environment an interface shows in, as `UITraitCollection` is: its size
/// classes, the device's idiom, the screen's scale, the layout direction and the appearance.
///
/// Every ``View``, ``ViewController`` and ``Window`` has one (``TraitEnvironment``). A window's
/// size classes follow its size on the main ``Screen``, as Apple's device table gives them:
///
/// - A screen whose shorter side is at least 600 points is a pad's: regular both ways, except
///   that a window narrower (or lower) than 678 points is compact along that axis, as an iPad
///   app in a narrow split view is.
/// - Any other screen is a phone's: regular height and compact width upright; turned to
///   landscape, compact height, and a regular width from 896 points wide (the Plus and Max
///   models), compact below.
///
/// A trait a collection does not specify is `unspecified` (or a scale of 0).
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public var displayScale: Double
    public var layoutDirection: TraitEnvironmentLayoutDirection
    public var userInterfaceStyle: UserInterfaceStyle

    /// A collection that specifies no trait.
    public init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0, direction: .unspecified, style: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection that specifies only the idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init()
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection that specifies only the display scale.
    public init(displayScale: Double) {
        self.init()
        self.displayScale = displayScale
    }

    /// A collection that specifies only the layout direction.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// A collection that specifies only the appearance.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of `collections` together: each trait from the last collection that
    /// specifies it.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified { horizontalSizeClass = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { verticalSizeClass = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { userInterfaceIdiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { displayScale = collection.displayScale }
            if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
            if collection.userInterfaceStyle != .unspecified { userInterfaceStyle = collection.userInterfaceStyle }
        }
    }

    private init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass, idiom: UserInterfaceIdiom,
                 scale: Double, direction: TraitEnvironmentLayoutDirection, style: UserInterfaceStyle) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        layoutDirection = direction
        userInterfaceStyle = style
    }

    /// Whether every trait `other` specifies has the same value here; `true` for `nil`.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
    }

    // MARK: Traits of a screen and a window

    /// The shorter side from which a screen is a pad's.
    static let padShortestSide = 600.0
    /// The side below which a pad's window is compact along it.
    static let padRegularSide = 678.0
    /// The landscape width from which a phone's window is regular horizontally.
    static let phoneRegularLandscapeWidth = 896.0

    /// The idiom of a screen of `size` points.
    static func idiom(ofScreen size: CGSize) -> UserInterfaceIdiom {
        min(size.width, size.height) >= padShortestSide ? .pad : .phone
    }

    /// The size classes of a window of `size` points on a device of `idiom`.
    static func sizeClasses(ofWindow size: CGSize, idiom: UserInterfaceIdiom)
        -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch idiom {
        case .pad:
            return (size.width >= padRegularSide ? .regular : .compact, size.height >= padRegularSide ? .regular : .compact)
        case .phone, .unspecified:
            let isLandscape = size.width > size.height
            let horizontal: UserInterfaceSizeClass = isLandscape && size.width >= phoneRegularLandscapeWidth ? .regular : .compact
            return (horizontal, isLandscape ? .compact : .regular)
        }
    }

    /// The traits of a window of `size` on the main screen, in the app's layout direction.
    @MainActor static func ofWindow(size: CGSize) -> TraitCollection {
        var traits = ofScreen()
        (traits.horizontalSizeClass, traits.verticalSizeClass) = sizeClasses(ofWindow: size, idiom: traits.userInterfaceIdiom)
        return traits
    }

    /// The traits every environment shares, whether or not it is in a window: the main screen's
    /// idiom and scale, the app's layout direction, the light appearance; no size classes.
    @MainActor static func ofScreen() -> TraitCollection {
        let screen = Screen.main
        return TraitCollection(horizontal: .unspecified, vertical: .unspecified, idiom: idiom(ofScreen: screen.bounds.size),
                               scale: screen.scale, direction: TraitEnvironmentLayoutDirection(UserInterfaceLayoutDirection.application),
                               style: .light)
    }
}

extension TraitEnvironmentLayoutDirection {
    init(_ direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
