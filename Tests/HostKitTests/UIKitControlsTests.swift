import Foundation
import HostKit
import Testing

/// Slider, Stepper, SegmentedControl, ActivityIndicatorView and PickerView: their values, their
/// touches and their value-changed target-action, and the same classes from a storyboard.
@MainActor
@Suite("UIKit controls", .serialized)
struct UIKitControlsTests {
    /// Records each valueChanged with the control's value at that moment.
    final class Target: Responder {
        var changes: [String] = []
        @Action var changed = Target.changed(_:)
        func changed(_ sender: Control) {
            switch sender {
            case let slider as Slider: changes.append("slider \(slider.value)")
            case let stepper as Stepper: changes.append("stepper \(stepper.value)")
            case let segments as SegmentedControl: changes.append("segment \(segments.selectedSegmentIndex)")
            default: changes.append("other")
            }
        }
    }

    private func withControl<C: Control>(_ control: C, _ body: (Application, C, Target) throws -> Void) throws {
        let host = EventTestSupport.Host()
        host.rootView.addSubview(control)
        let target = Target()
        control.addTarget(target, action: "changed", for: .valueChanged)
        try EventTestSupport.withApp(root: host) { application, _, _ in
            try body(application, control, target)
        }
    }

    @Test func aSliderMovesOnlyWhenTheThumbIsDragged() throws {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 40))
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10, "pinned to the range")
        slider.value = 0
        try withControl(slider) { application, slider, target in
            try application.tap(at: CGPoint(x: 150, y: 20), timestamp: 1)
            #expect(slider.value == 0, "a tap on the track does not move the thumb")
            // The thumb (28 points) travels 200 points: its centre at x = 14 + 20 × value.
            _ = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 14, y: 20), timestamp: 2)
            _ = try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 114, y: 20), timestamp: 3)
            _ = try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 500, y: 20), timestamp: 4)
            _ = try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 500, y: 20), timestamp: 5)
            #expect(slider.value == 10)
            #expect(target.changes == ["slider 5.0", "slider 10.0"], "one change per move that changed the value")
            slider.isContinuous = false
            target.changes.removeAll()
            _ = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 214, y: 20), timestamp: 6)
            _ = try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 164, y: 20), timestamp: 7)
            _ = try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 54, y: 20), timestamp: 8)
            #expect(target.changes == ["slider 2.0"], "not continuous: one change, at the end")
        }
    }

    @Test func aStepperStepsByHalvesAndStopsOrWrapsAtTheEnds() throws {
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 2
        try withControl(stepper) { application, stepper, target in
            try application.tap(at: CGPoint(x: 80, y: 16), timestamp: 1)
            try application.tap(at: CGPoint(x: 80, y: 16), timestamp: 3)
            try application.tap(at: CGPoint(x: 80, y: 16), timestamp: 5)
            try application.tap(at: CGPoint(x: 10, y: 16), timestamp: 7)
            #expect(target.changes == ["stepper 1.0", "stepper 2.0", "stepper 1.0"], "no change past the maximum")
            stepper.wraps = true
            stepper.value = 2
            try application.tap(at: CGPoint(x: 80, y: 16), timestamp: 9)
            #expect(stepper.value == 0)
            stepper.stepValue = 0
            #expect(stepper.stepValue == 1, "a step of 0 is refused")
        }
    }

    @Test func aSegmentedControlSelectsTheTappedSegmentOnce() throws {
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        #expect(segments.frame.size == CGSize(width: 240, height: 32))
        segments.setEnabled(false, forSegmentAt: 2)
        try withControl(segments) { application, segments, target in
            try application.tap(at: CGPoint(x: 120, y: 16), timestamp: 1)
            try application.tap(at: CGPoint(x: 130, y: 16), timestamp: 3)
            try application.tap(at: CGPoint(x: 200, y: 16), timestamp: 5)
            #expect(segments.selectedSegmentIndex == 1)
            #expect(target.changes == ["segment 1"], "the same segment again, or a disabled one, changes nothing")
            segments.insertSegment(withTitle: "Year", at: 0, animated: false)
            #expect(segments.selectedSegmentIndex == 2 && segments.titleForSegment(at: 2) == "Week")
            segments.removeSegment(at: 2, animated: false)
            #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment)
            segments.isMomentary = true
            try application.tap(at: CGPoint(x: 10, y: 16), timestamp: 7)
            #expect(target.changes == ["segment 1", "segment 0"])
            #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment, "momentary: nothing stays selected")
        }
    }

    @Test func anActivityIndicatorHidesWhileStopped() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    final class Months: PickerViewDataSource, PickerViewDelegate {
        var selections: [String] = []
        let names = ["Jan", "Feb", "Mar", "Apr"]
        func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? names.count : 0 }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { names[row] }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { selections.append("\(component):\(row)") }
    }

    @Test func aPickerSelectsTheTappedRowAndTellsItsDelegate() throws {
        let host = EventTestSupport.Host()
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        host.rootView.addSubview(picker)
        let months = Months()
        picker.dataSource = months
        picker.delegate = months
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try application.tap(at: CGPoint(x: 50, y: 80 + 64), timestamp: 1)  // two rows below the band
            #expect(picker.selectedRow(inComponent: 0) == 2)
            try application.tap(at: CGPoint(x: 50, y: 80), timestamp: 3)  // the band: no change
            try application.tap(at: CGPoint(x: 150, y: 112), timestamp: 5)  // an empty component
            #expect(months.selections == ["0:2"])
            #expect(recorder.calls.contains { $0.name == "pickerView(_:didSelectRow:inComponent:)" })
            picker.selectRow(99, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 3 && months.selections.count == 1, "selected in code: pinned, and not told")
        }
    }
}

/// The new view classes in a storyboard: their keys, and their actions connected by name.
@MainActor
@Suite("UIKit controls in storyboards", .serialized)
struct UIKitControlsStoryboardTests {
    final class Catalog: ClassCatalog {
        func findClass(named name: String) -> AnyClass? { name == "Tests.Settings" ? Settings.self : nil }
        var classNames: [String] { ["Tests.Settings"] }
    }

    final class Settings: ViewController {
        @Outlet var volume: Slider
        @Outlet var copies: Stepper
        @Outlet var period: SegmentedControl
        @Outlet var spinner: ActivityIndicatorView
        @Outlet var notes: TextView
        @Outlet var picker: PickerView
        @Outlet var play: Button
        var changes: [String] = []
        @Action var changed = Settings.changed(_:)
        func changed(_ sender: Control) {
            switch sender {
            case volume: changes.append("volume")
            case copies: changes.append("copies \(copies.value)")
            case period: changes.append("period \(period.selectedSegmentIndex)")
            default: changes.append("?")
            }
        }
    }

    static let storyboardText = """
        {"format": 1, "scenes": [
          {"id": "settings", "class": "Tests.Settings", "initial": true,
           "view": {"class": "View", "subviews": [
             {"class": "Slider", "id": "volume", "minimumValue": 0, "maximumValue": 11, "value": 7, "continuous": false,
              "frame": {"x": 0, "y": 0, "width": 200, "height": 34}, "actions": [{"event": "valueChanged", "action": "changed"}]},
             {"class": "Stepper", "id": "copies", "maximumValue": 5, "stepValue": 2, "value": 1, "wraps": true,
              "frame": {"x": 0, "y": 40, "width": 94, "height": 32}, "actions": [{"event": "valueChanged", "action": "changed"}]},
             {"class": "SegmentedControl", "id": "period", "segments": "Day,Week,Month", "selectedSegmentIndex": 0,
              "frame": {"x": 0, "y": 80, "width": 240, "height": 32}, "actions": [{"event": "valueChanged", "action": "changed"}]},
             {"class": "ActivityIndicatorView", "id": "spinner", "indicatorStyle": "large", "animating": true},
             {"class": "TextView", "id": "notes", "text": "Hello", "editable": false},
             {"class": "PickerView", "id": "picker"},
             {"class": "Button", "id": "play", "title": "Play", "selectedTitle": "Pause", "selected": true}]},
           "outlets": {"volume": "volume", "copies": "copies", "period": "period", "spinner": "spinner",
                       "notes": "notes", "picker": "picker", "play": "play"}}
        ]}
        """

    @Test func theKeysApplyAndTheActionsConnect() throws {
        let settings = try #require(try EventTestSupport.initialController(ofStoryboard: Self.storyboardText, catalog: Catalog()) as? Settings)
        try EventTestSupport.withApp(root: settings) { application, _, _ in
            #expect(settings.volume.value == 7 && settings.volume.maximumValue == 11 && !settings.volume.isContinuous)
            #expect(settings.copies.value == 1 && settings.copies.stepValue == 2 && settings.copies.wraps)
            #expect(settings.period.numberOfSegments == 3 && settings.period.titleForSegment(at: 2) == "Month")
            #expect(settings.spinner.isAnimating && !settings.spinner.isHidden && settings.spinner.style == .large)
            #expect(settings.notes.text == "Hello" && !settings.notes.isEditable)
            #expect(settings.play.currentTitle == "Pause")
            try application.tap(at: CGPoint(x: 80, y: 56), timestamp: 1)
            try application.tap(at: CGPoint(x: 200, y: 96), timestamp: 3)
            #expect(settings.changes == ["copies 3.0", "period 2"])
        }
    }
}
