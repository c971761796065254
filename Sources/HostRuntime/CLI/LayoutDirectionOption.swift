import ArgumentParser
import HostKit

/// `apphost run --layout-direction`: the direction of the app's language, which views whose
/// semantic content attribute is unspecified lay their content out in
/// (`Application.userInterfaceLayoutDirection`), to see a screen as a right-to-left language shows it.
enum LayoutDirectionOption: String, CaseIterable, ExpressibleByArgument {
    case leftToRight = "left-to-right"
    case rightToLeft = "right-to-left"

    var direction: UserInterfaceLayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
