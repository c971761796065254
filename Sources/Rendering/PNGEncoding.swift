package import Foundation
// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// Cairo image surfaces written as PNG files' bytes.
enum PNGEncoding {
    static func encode(_ surface: OpaquePointer) throws(RenderingError) -> Data {
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError(.drawingFailed, "Cairo could not encode a PNG: \(String(cString: cairo_status_to_string(status)))", remedy: "free some memory, or render a smaller screen")
        }
        return sink.data
    }
}
