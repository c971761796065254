import Foundation
import HostKit
import Testing

/// Views and view controllers are equal and hash by identity, as NSObject subclasses are in UIKit.
@MainActor
@Suite("Identity")
struct IdentityTests {
    @Test func aSwitchOverTheSenderMatchesTheSameObjectOnly() {
        let first = Button(title: "A"), second = Button(title: "A")
        func which(_ sender: Button) -> String {
            switch sender {
            case first: "first"
            case second: "second"
            default: "neither"
            }
        }
        #expect(which(second) == "second", "two buttons with equal titles are still two buttons")
        #expect(which(first) == "first")
        #expect(which(Button(title: "A")) == "neither")
    }

    @Test func setsAndDictionariesKeyOnTheObject() {
        let views = [View(), View(), Label()]
        var set = Set(views)
        set.insert(views[0])
        #expect(set.count == 3)
        #expect(set.contains(views[2]))
        #expect(!set.contains(View()))
        let controller = ViewController()
        let counts: [ViewController: Int] = [controller: 1, ViewController(): 2]
        #expect(counts[controller] == 1)
        #expect(views.firstIndex(of: views[2]) == 2)
        let responder: Responder = views[1]
        #expect(responder == views[1] as Responder)
        #expect(responder != views[0] as Responder)
    }
}
