/// The one way an event callback reaches a responder, whether the window or the application
/// delivers it first or a default implementation passes it on: each hop is one trace record, so an
/// unhandled touch's whole path through the responder chain shows in the trace.
extension Responder {
    func receiveTouches(_ touches: Set<Touch>, in phase: Touch.Phase, with event: Event?) {
        switch phase {
        case .began:
            HostLink.invoke("touchesBegan(_:with:)", on: self, details: EventTrace.details(of: touches)) {
                touchesBegan(touches, with: event)
            }
        case .moved:
            HostLink.invoke("touchesMoved(_:with:)", on: self, details: EventTrace.details(of: touches)) {
                touchesMoved(touches, with: event)
            }
        case .ended:
            HostLink.invoke("touchesEnded(_:with:)", on: self, details: EventTrace.details(of: touches)) {
                touchesEnded(touches, with: event)
            }
        case .cancelled:
            HostLink.invoke("touchesCancelled(_:with:)", on: self, details: EventTrace.details(of: touches)) {
                touchesCancelled(touches, with: event)
            }
        case .stationary:
            break  // a finger held still while another changed: UIKit tells no one
        }
    }

    func receiveMotion(_ motion: Event.EventSubtype, in phase: Event.MotionPhase, with event: Event?) {
        switch phase {
        case .began:
            HostLink.invoke("motionBegan(_:with:)", on: self, details: ["subtype": motion.name]) {
                motionBegan(motion, with: event)
            }
        case .ended:
            HostLink.invoke("motionEnded(_:with:)", on: self, details: ["subtype": motion.name]) {
                motionEnded(motion, with: event)
            }
        case .cancelled:
            HostLink.invoke("motionCancelled(_:with:)", on: self, details: ["subtype": motion.name]) {
                motionCancelled(motion, with: event)
            }
        }
    }

    func receiveRemoteControl(with event: Event?) {
        HostLink.invoke("remoteControlReceived(with:)", on: self, details: ["subtype": (event?.subtype ?? .none).name]) {
            remoteControlReceived(with: event)
        }
    }

    func receivePresses(_ presses: Set<Press>, in phase: Press.Phase, with event: PressesEvent?) {
        switch phase {
        case .began:
            HostLink.invoke("pressesBegan(_:with:)", on: self, details: EventTrace.details(of: presses)) { pressesBegan(presses, with: event) }
        case .changed:
            HostLink.invoke("pressesChanged(_:with:)", on: self, details: EventTrace.details(of: presses)) { pressesChanged(presses, with: event) }
        case .ended:
            HostLink.invoke("pressesEnded(_:with:)", on: self, details: EventTrace.details(of: presses)) { pressesEnded(presses, with: event) }
        case .cancelled:
            HostLink.invoke("pressesCancelled(_:with:)", on: self, details: EventTrace.details(of: presses)) { pressesCancelled(presses, with: event) }
        case .stationary:
            break  // a key held while another changed: UIKit tells no one
        }
    }
}
