// TEMPORARY: replaced by the touches branch.
import Foundation
package struct EventDeliveryError: Error, Sendable, Equatable { package let message: String; package let remedy: String }
public final class Touch { public enum Phase { case began, moved, stationary, ended, cancelled } }
public final class Event { public enum EventSubtype { case none, motionShake, remoteControlPlay, remoteControlPause, remoteControlTogglePlayPause, remoteControlNextTrack, remoteControlPreviousTrack, remoteControlStop } }
extension View { public func convert(_ point: CGPoint, to view: View?) -> CGPoint { point } }
extension Application {
    @discardableResult package func deliverTouch(id: Int, phase: Touch.Phase, at location: CGPoint, timestamp: Double) throws(EventDeliveryError) -> View? { nil }
    @discardableResult package func tap(at location: CGPoint, timestamp: Double) throws(EventDeliveryError) -> View? { nil }
    package func cancelAllTouches() {}
    package var hasTouchesInProgress: Bool { false }
    package func deliverMotion(_ subtype: Event.EventSubtype, timestamp: Double) throws(EventDeliveryError) {}
    package func deliverRemoteControl(_ subtype: Event.EventSubtype, timestamp: Double) throws(EventDeliveryError) {}
    package func insertText(_ text: String) throws(EventDeliveryError) {}
    package func deleteBackward() throws(EventDeliveryError) {}
}
