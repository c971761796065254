import Foundation
import Testing
@testable import HostKit

/// The controls and views of UIKit's API that AppHost added for ported apps, drawn at @2x
/// against reference PNGs.
@MainActor
@Suite(.serialized)
struct UIKitControlDrawingTests {
    private static let dot = Image(size: CGSize(width: 16, height: 16), scale: 2) { context in
        context.setFillColor(.systemRed)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    @Test func buttonShowsTheImageAndTitleOfItsState() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 140, height: 44))
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setImage(Self.dot, for: .normal)
        button.isSelected = true
        try ReferenceImages.expect(button, matches: "button-selected-image")
    }

    @Test func textViewWrapsFromTheTopWithItsCaret() throws {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        textView.text = "A text view wraps its text onto several lines\nand keeps breaks"
        try ReferenceImages.expect(textView, matches: "textview")
    }
}

extension UIKitControlDrawingTests {
    @Test func sliderStepperAndSegments() throws {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.value = 0.3
        try ReferenceImages.expect(slider, matches: "slider")
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        try ReferenceImages.expect(stepper, matches: "stepper-at-minimum")
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        try ReferenceImages.expect(segments, matches: "segmented-control")
    }

    @Test func spinnerAndPicker() throws {
        let spinner = ActivityIndicatorView(style: .large)
        spinner.startAnimating()
        try ReferenceImages.expect(spinner, matches: "activity-indicator-large")
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let months = UIKitControlsTests.Months()
        picker.dataSource = months
        picker.delegate = months
        picker.selectRow(1, inComponent: 0, animated: false)
        try withExtendedLifetime(months) { try ReferenceImages.expect(picker, matches: "picker") }
    }
}
