import Foundation
import Testing
@testable import HostKit

/// Pull to refresh, as UIRefreshControl: a finger pulling the content far enough down starts a
/// refresh (valueChanged) while it drags, the content is held down until endRefreshing, and
/// beginRefreshing from code sends nothing.
@MainActor
@Suite("Refresh control", .serialized)
struct RefreshControlTests {
    /// A 320×480 scroll view with 2,000 points of content and a refresh control, in the key window.
    private func withRefreshing(_ body: (Application, ScrollView, RefreshControl, () -> Int) throws -> Void) throws {
        try EventTestSupport.withAppOnStoppedDisplayLink { application, screen in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            let control = RefreshControl()
            var pulls = 0
            control.addHandler(for: .valueChanged) { _ in pulls += 1 }
            scrollView.refreshControl = control
            screen.view.addSubview(scrollView)
            try body(application, scrollView, control, { pulls })
        }
    }

    @Test func theControlSitsAboveTheContentAsWideAsTheView() throws {
        try withRefreshing { _, scrollView, control, _ in
            #expect(control.superview === scrollView)
            #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
            #expect(!control.isRefreshing)
            scrollView.contentInset.top = 20
            #expect(control.frame.minY == -80)
        }
    }

    @Test func pullingFarEnoughStartsARefreshThatHoldsTheContentDown() throws {
        try withRefreshing { application, scrollView, control, pulls in
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 160, y: 100), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 160, y: 200), timestamp: 1.1)
            #expect(!control.isRefreshing, "not pulled far enough yet")
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 160, y: 300), timestamp: 1.2)
            // Past the trigger distance: the refresh starts while the finger drags, once.
            #expect(control.isRefreshing && pulls() == 1)
            #expect(scrollView.adjustedContentInset.top == 60)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 160, y: 320), timestamp: 1.3)
            #expect(pulls() == 1)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 160, y: 320), timestamp: 1.9)
            EventTestSupport.runDisplayLink()
            #expect(scrollView.contentOffset.y == -60, "held over the spinner")
            control.endRefreshing()
            #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
            EventTestSupport.runDisplayLink()
            #expect(scrollView.contentOffset.y == 0)
            #expect(pulls() == 1)
        }
    }

    @Test func aShortPullStartsNothingAndBeginRefreshingSendsNothing() throws {
        try withRefreshing { application, scrollView, control, pulls in
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 160, y: 100), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 160, y: 160), timestamp: 1.1)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 160, y: 160), timestamp: 1.9)
            EventTestSupport.runDisplayLink()
            #expect(!control.isRefreshing && pulls() == 0 && scrollView.contentOffset.y == 0)
            control.beginRefreshing()
            #expect(control.isRefreshing && pulls() == 0)
            // From code the content does not move, as UIKit's; its range now starts at -60.
            #expect(scrollView.contentOffset.y == 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
            #expect(scrollView.contentOffset.y == -60)
            control.endRefreshing()
            EventTestSupport.runDisplayLink()
            #expect(scrollView.contentOffset.y == 0)
        }
    }

    @Test func aControlTakenAwayWhileRefreshingLetsTheContentBack() throws {
        try withRefreshing { _, scrollView, control, _ in
            control.beginRefreshing()
            scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
            scrollView.refreshControl = nil
            #expect(control.superview == nil)
            #expect(scrollView.adjustedContentInset.top == 0)
            EventTestSupport.runDisplayLink()
            #expect(scrollView.contentOffset.y == 0)
        }
    }

    @Test func aTableViewControllerOffersItsTablesControl() {
        let controller = TableViewController(style: .plain)
        let control = RefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(controller.refreshControl === control)
    }
}
