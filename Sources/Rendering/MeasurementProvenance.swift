package import Foundation
@_implementationOnly import CCairoPango

/// The files that decide the sizes text measures to: the loaded libraries that shape and measure
/// it, and the pinned font files.
///
/// A size measured earlier may be used instead of measuring again only while every one of these
/// files is unchanged (see the host's text size store): an upgraded Pango or HarfBuzz, or another
/// DejaVu, may measure the same string a fraction of a point differently.
package enum MeasurementProvenance {
    /// What this build does to measure: the pinned font configuration and the layout options
    /// (``RasterCanvas/measureText(_:font:style:width:)``), as a digest. Bump the leading number when the
    /// way text is laid out for measuring changes.
    package static let rules = "1-" + digest(PinnedFonts.configuration)

    /// A 64-bit FNV-1a digest of `text`, in hex: a short name for it, not a secret.
    package static func digest(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(value, radix: 16)
    }

    /// The files, sorted; `nil` when text has not been measured in this process, or was measured
    /// with the machine's own fonts because the pinned configuration was refused (then nothing
    /// describes what measured it).
    ///
    /// It never loads the libraries itself: asked before anything was measured, it answers `nil`.
    package static func files(textWasMeasured: Bool) -> [String]? {
        guard textWasMeasured, (try? CairoPango.require()) != nil, PinnedFonts.isInstalled else { return nil }
        var libraries: [String] = []
        withUnsafeMutablePointer(to: &libraries) { pointer in
            ccp_visit_text_libraries({ path, context in
                context?.assumingMemoryBound(to: [String].self).pointee.append(String(cString: path))
            }, pointer)
        }
        guard !libraries.isEmpty, let fonts = try? FileManager.default.contentsOfDirectory(atPath: PinnedFonts.folder) else { return nil }
        // The folder too: a font added to it or taken away changes its time.
        return ([PinnedFonts.folder] + libraries + fonts.map { PinnedFonts.folder + "/" + $0 }).sorted()
    }
}
