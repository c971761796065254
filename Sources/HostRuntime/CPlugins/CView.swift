import HostKit

/// A view of a C plugin: storyboards create it for views whose class is the C class's name.
final class CView: View, CAdapter {
    var binding: CBinding?

    override func awakeFromStoryboard() {
        super.awakeFromStoryboard()
        _ = binding?.call(.awakeFromStoryboard, on: self)
    }
}
