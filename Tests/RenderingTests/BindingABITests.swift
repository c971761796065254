import Foundation
import Testing

/// `CCairoPango.h` declares the part of Cairo, Pango and fontconfig Rendering uses by hand, so
/// that they are loaded only when something is drawn. Its constants, `PangoRectangle` and
/// `ccp_matrix` (Cairo's `cairo_matrix_t`) must be the libraries' own: a C program compiled
/// against the real headers checks each, at compile time, with the compiler's `_Static_assert`.
struct BindingABITests {
    static let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CCairoPango/include/CCairoPango.h")

    static var developmentHeaders: [String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "pangocairo", "fontconfig"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    @Test(.enabled(if: developmentHeaders != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                   "needs Cairo's and Pango's development headers (apt-get install libcairo2-dev libpango1.0-dev); .ci/run installs them"))
    func theDeclaredConstantsAndLayoutsAreTheLibraries() throws {
        let flags = try #require(Self.developmentHeaders, "pkg-config finds pangocairo and fontconfig")
        let names = ["CAIRO_STATUS_SUCCESS", "CAIRO_STATUS_READ_ERROR", "CAIRO_STATUS_WRITE_ERROR", "CAIRO_FORMAT_ARGB32", "CAIRO_FORMAT_A8", "CAIRO_FILTER_GOOD",
                     "CAIRO_ANTIALIAS_GRAY", "CAIRO_HINT_STYLE_NONE", "CAIRO_HINT_METRICS_OFF", "PANGO_SCALE", "PANGO_STYLE_NORMAL",
                     "PANGO_STYLE_ITALIC", "PANGO_ALIGN_LEFT", "PANGO_ALIGN_CENTER", "PANGO_ALIGN_RIGHT", "PANGO_WRAP_WORD", "PANGO_WRAP_CHAR",
                     "PANGO_WRAP_WORD_CHAR", "PANGO_ELLIPSIZE_NONE", "PANGO_ELLIPSIZE_START", "PANGO_ELLIPSIZE_MIDDLE", "PANGO_ELLIPSIZE_END",
                     "FcTrue", "FcFalse", "FcResultMatch", "FcResultNoMatch", "FcMatchPattern"]
        // The binding's values are read first, under other names, then the real headers are included.
        let header = try String(contentsOf: Self.header, encoding: .utf8)
        var program = ""
        for name in names {
            let pattern = "#define \(name) "
            let line = try #require(header.split(separator: "\n").first { $0.hasPrefix(pattern) }, "the binding defines \(name)")
            program += "enum { BOUND_\(name) = \(line.dropFirst(pattern.count)) };\n"
        }
        program += """
            #include <cairo.h>
            #include <pango/pangocairo.h>
            #include <fontconfig/fontconfig.h>
            #include <stddef.h>
            #include <string.h>

            """
        for name in names {
            program += "_Static_assert(BOUND_\(name) == \(name), \"\(name)\");\n"
        }
        program += """
            _Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");
            _Static_assert(offsetof(PangoRectangle, x) == 0 && offsetof(PangoRectangle, y) == sizeof(int), "PangoRectangle");
            _Static_assert(offsetof(PangoRectangle, width) == 2 * sizeof(int) && offsetof(PangoRectangle, height) == 3 * sizeof(int), "PangoRectangle");
            _Static_assert(sizeof(cairo_matrix_t) == 6 * sizeof(double), "cairo_matrix_t");
            _Static_assert(offsetof(cairo_matrix_t, xx) == 0 && offsetof(cairo_matrix_t, yx) == sizeof(double), "cairo_matrix_t");
            _Static_assert(offsetof(cairo_matrix_t, xy) == 2 * sizeof(double) && offsetof(cairo_matrix_t, yy) == 3 * sizeof(double), "cairo_matrix_t");
            _Static_assert(offsetof(cairo_matrix_t, x0) == 4 * sizeof(double) && offsetof(cairo_matrix_t, y0) == 5 * sizeof(double), "cairo_matrix_t");
            _Static_assert(sizeof(FcBool) == sizeof(int) && sizeof(FcChar8) == 1, "fontconfig types");
            int check_family(void) { return strcmp(FC_FAMILY, "family"); }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-abi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("check.c")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-std=c11", "-fsyntax-only"] + flags + [source.path]
        let errors = Pipe()
        compiler.standardError = errors
        try compiler.run()
        compiler.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(compiler.terminationStatus == 0, "the binding disagrees with the libraries' headers:\n\(text)")
    }
}
