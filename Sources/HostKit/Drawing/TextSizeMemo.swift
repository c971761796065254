import Foundation
package import Rendering

/// Every size `String.size(withFont:constrainedToWidth:)` has measured, so that a string is
/// measured with Pango once per process, and, seeded by the host from sizes an earlier run
/// measured with the same libraries and fonts, so that a launch whose text was all measured
/// before lays out without loading Cairo and Pango at all (about thirty libraries, several
/// milliseconds and ten megabytes).
@MainActor
package enum TextSizeMemo {
    /// What a size depends on besides the libraries and fonts that measured it.
    package struct Key: Hashable, Sendable {
        package var text: String
        package var font: RasterFont
        /// The width lines wrap at; infinite for one line.
        package var width: Double

        package init(text: String, font: RasterFont, width: Double) {
            self.text = text
            self.font = font
            self.width = width
        }

        /// Whether the key can be kept: a NaN width is not equal to itself, and a very long text
        /// (a document in a text view) is measured again rather than held.
        var isMemorable: Bool { !width.isNaN && !font.size.isNaN && text.utf8.count <= TextSizeMemo.longestText }
    }

    package struct Entry: Equatable, Sendable {
        package var key: Key
        package var size: CGSize

        package init(key: Key, size: CGSize) {
            self.key = key
            self.size = size
        }
    }

    /// The most sizes held; past it the memo starts again, so that a label counting up for days
    /// does not grow the process.
    package nonisolated static let capacity = 4096
    /// The longest text, in UTF-8 bytes, whose size is held.
    package nonisolated static let longestText = 1024

    private static var sizes: [Key: CGSize] = [:]
    /// The keys in the order this process first asked for them: the launch's first.
    private static var askedOrder: [Key] = []
    private static var asked: Set<Key> = []

    /// Whether this process measured anything with Pango (a seeded size is not a measurement).
    package private(set) static var hasMeasured = false

    /// The size of `key`, measured by `measure` only the first time it is asked for.
    static func size(of key: Key, measure: () -> CGSize) -> CGSize {
        guard key.isMemorable else {
            hasMeasured = true
            return measure()
        }
        if asked.insert(key).inserted {
            if askedOrder.count >= capacity { forgetAll() }
            askedOrder.append(key)
        }
        if let size = sizes[key] { return size }
        let size = measure()
        hasMeasured = true
        sizes[key] = size
        return size
    }

    /// Takes sizes measured by an earlier process with the same libraries and fonts.
    package static func seed(_ entries: [Entry]) {
        for entry in entries where entry.key.isMemorable && sizes.count < capacity {
            sizes[entry.key] = entry.size
        }
    }

    /// The sizes this process asked for, first asked first: what the next launch will ask for.
    package static var askedEntries: [Entry] {
        askedOrder.compactMap { key in sizes[key].map { Entry(key: key, size: $0) } }
    }

    /// Forgets every size, asked or seeded (tests, and a memo at capacity).
    package static func forgetAll() {
        sizes.removeAll(keepingCapacity: true)
        askedOrder.removeAll(keepingCapacity: true)
        asked.removeAll(keepingCapacity: true)
    }
}
