import HostKit

/// One contact, in a table of static cells laid out in the storyboard.
public final class ContactDetailViewController: TableViewController {
    @Outlet var phoneCell: TableViewCell
    @Outlet var emailCell: TableViewCell

    var contact: Contact? {
        didSet { show() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        phoneCell.detailTextLabel?.accessibilityIdentifier = "phone"
        emailCell.detailTextLabel?.accessibilityIdentifier = "email"
        show()
    }

    private func show() {
        title = contact?.name
        guard isViewLoaded, let contact else { return }
        phoneCell.detailTextLabel?.text = contact.phone
        emailCell.detailTextLabel?.text = contact.email
    }

    public override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        if let contact { coder.encode(contact.id, forKey: "contact") }
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        if let id = try coder.decodeIfPresent(Int.self, forKey: "contact") { contact = AddressBook().contact(withID: id) }
    }
}
