extension ViewClassDescriptor {
    /// A picker takes its rows from its data source in code, as in UIKit; a storyboard places it.
    static let pickerView = ViewClassDescriptor(
        PickerView.self, name: "PickerView", superclass: View.self, summary: "Wheels of rows, one selected in each; rows come from its data source.",
        snapshot: [.quoted("selectedRows") { (picker: PickerView) in
            picker.numberOfComponents == 0 ? nil : (0..<picker.numberOfComponents).map { String(picker.selectedRow(inComponent: $0)) }.joined(separator: ",")
        }])
}
