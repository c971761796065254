// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// The fonts text is drawn with: DejaVu alone, from Debian's `fonts-dejavu-core`, whatever else
/// the machine has installed.
///
/// Text must come out the same on every machine, or a reference PNG drawn on one would fail on
/// another. fontconfig's default configuration reads the system's and the user's font folders
/// and substitution rules, so this configuration replaces it for the process before Pango first
/// asks for a font: one font folder, the generic families mapped onto DejaVu, and hinting off
/// (hinting snaps glyphs to the pixel grid differently from one FreeType build to another). The
/// font cache is the user's usual one (`~/.cache/fontconfig`); without one, fontconfig complains
/// on every start.
enum PinnedFonts {
    /// Where Debian's `fonts-dejavu-core` puts DejaVu.
    static let folder = "/usr/share/fonts/truetype/dejavu"

    static let configuration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(folder)</dir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
          <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
          <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
          <alias binding="same"><family>system-ui</family><prefer><family>DejaVu Sans</family></prefer></alias>
          <match target="font">
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
        </fontconfig>
        """

    /// Whether the pinned configuration is in force; false when fontconfig refused it, in which
    /// case text falls back to the machine's own configuration.
    static let isInstalled: Bool = install()

    private static func install() -> Bool {
        guard let config = FcConfigCreate() else { return false }
        let parsed = configuration.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: configuration.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue, FcConfigSetCurrent(config) == FcTrue else {
            FcConfigDestroy(config)
            return false
        }
        // FcConfigSetCurrent took its own reference.
        FcConfigDestroy(config)
        return true
    }

    /// Whether the pinned font files are on this machine.
    static var areAvailable: Bool {
        _ = isInstalled
        guard let pattern = FcNameParse("DejaVu Sans") else { return false }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return false }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return false }
        return String(cString: family) == "DejaVu Sans"
    }
}
