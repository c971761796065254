import Foundation
import HostKit

/// The address book in a table of sections by initial, with prototype cells from the storyboard:
/// a tap pushes the contact's detail (the cell's segue), Edit shows the delete controls. The
/// deletions and the scroll position survive a relaunch.
public final class ContactsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    @Outlet var tableView: TableView
    @Outlet var editButton: Button
    @Action var toggleEditing = ContactsViewController.toggleEditing(_:)

    private var deleted: Set<Int> = []
    private var book = AddressBook()
    private var restoredOffset: Double?

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        if let restoredOffset { tableView.contentOffset = CGPoint(x: 0, y: restoredOffset) }
    }

    func toggleEditing(_ sender: Button) {
        tableView.setEditing(!tableView.isEditing, animated: true)
        editButton.title = tableView.isEditing ? "Done" : "Edit"
    }

    public func numberOfSections(in tableView: TableView) -> Int { book.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { book.sections[section].contacts.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { book.sections[section].initial }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        (cell as? ContactCell)?.show(book.contact(at: indexPath.row, inSection: indexPath.section))
        return cell
    }

    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let contact = book.remove(at: indexPath.row, inSection: indexPath.section)
        deleted.insert(contact.id)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "showContact", let cell = sender as? TableViewCell, let indexPath = tableView.indexPath(for: cell),
              let detail = segue.destination as? ContactDetailViewController
        else { return }
        detail.contact = book.contact(at: indexPath.row, inSection: indexPath.section)
    }

    public override func encodeRestorableState(with coder: Coder) {
        coder.encode(deleted.sorted(), forKey: "deleted")
        coder.encode(isViewLoaded ? tableView.contentOffset.y : restoredOffset ?? 0, forKey: "offset")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        deleted = Set(try coder.decode([Int].self, forKey: "deleted"))
        book = AddressBook(deleted: deleted)
        restoredOffset = try coder.decodeIfPresent(Double.self, forKey: "offset")
        if isViewLoaded {
            tableView.reloadData()
            if let restoredOffset { tableView.contentOffset = CGPoint(x: 0, y: restoredOffset) }
        }
    }
}
