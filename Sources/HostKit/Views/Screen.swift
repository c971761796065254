import Foundation

/// The display the app's windows fill, as `UIScreen` is in UIKit. AppHost's screen has the
/// size of an iPhone's in points; windows made by a main storyboard take its bounds.
@MainActor
public final class Screen {
    public static let main = Screen()

    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}
