import Foundation
import HostKit

extension ApplicationHost {
    /// Connects HostKit's display link to the app clock: while an animation runs (a scroll view
    /// decelerating), a host timer ticks it every 1/60 s of app time, so that `advance` plays
    /// the frames it skips, in order, exactly as they would have come. A suspended app's frames
    /// wait for it to return, as its other code does.
    func connectDisplayLink() {
        DisplayLink.now = { [clock] in Double(clock.now.nanoseconds) / 1e9 }
        DisplayLink.requestTicks = { [weak self] in self?.scheduleDisplayLinkTick() }
    }

    private func scheduleDisplayLinkTick() {
        guard !isDisplayLinkTickScheduled else { return }
        isDisplayLinkTickScheduled = true
        clock.schedule(after: .nanoseconds(16_666_667)) { [weak self] in
            guard let self else { return }
            self.isDisplayLinkTickScheduled = false
            let goesOn = self.isAppCodeHeld || DisplayLink.tick(at: Double(self.clock.now.nanoseconds) / 1e9)
            if goesOn { self.scheduleDisplayLinkTick() }
        }
    }
}
