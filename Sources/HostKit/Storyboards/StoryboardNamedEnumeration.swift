import Foundation

/// A UIKit enum with integer raw values from 0 whose cases storyboards name: `storyboardNames`
/// lists the names in raw-value order, as Interface Builder writes them.
protocol StoryboardNamedEnumeration: RawRepresentable where RawValue == Int {
    static var storyboardNames: [String] { get }
}

extension StoryboardNamedEnumeration {
    /// The case a storyboard names `storyboardName`.
    init?(storyboardName: String) {
        guard let index = Self.storyboardNames.firstIndex(of: storyboardName) else { return nil }
        self.init(rawValue: index)
    }
}
