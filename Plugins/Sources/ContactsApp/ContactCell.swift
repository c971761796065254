import HostKit

/// The list's prototype cell: the storyboard adds the initials badge and connects it.
public final class ContactCell: TableViewCell {
    @Outlet var initialsLabel: Label

    func show(_ contact: Contact) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.phone
        initialsLabel.text = contact.initials
        accessibilityIdentifier = "contact-\(contact.id)"
    }
}
