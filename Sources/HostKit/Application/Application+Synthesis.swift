import Foundation

/// Drives HostKit without `apphost`, for benchmarks and tests in other packages: the host's own
/// entry points are `package`, so these are published as SPI
/// (`@_spi(Synthesis) import HostKit`). Apps never need them.
extension Application {
    /// Makes this the running application with its interface shown, as `apphost` does at launch.
    @_spi(Synthesis)
    public func becomeRunningApplication() {
        Application.current = self
        isInterfaceShown = true
        applicationState = .active
    }

    /// A finger taps the key window at `location`, as the host's `tap` event does: hit-testing,
    /// touches along the responder chain, control events and actions. Returns the view tapped;
    /// `nil` when nothing was hit or the tap could not be delivered.
    @_spi(Synthesis) @discardableResult
    public func synthesizeTap(at location: CGPoint, timestamp: Double) -> View? {
        try? tap(at: location, timestamp: timestamp)
    }
}
