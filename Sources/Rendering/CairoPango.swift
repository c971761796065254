// Implementation-only, so that plugins compiled against HostKit need not find this C module:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on it.
@_implementationOnly import CCairoPango

/// Cairo, Pango and fontconfig, bound when something is first drawn (not at launch: a run that
/// draws nothing does not load them).
enum CairoPango {
    /// The bound functions, or why they could not be bound.
    static let binding: Result<ccp_api, RenderingError> = {
        var reason: UnsafePointer<CChar>?
        if let table = ccp_load(&reason) { return .success(table.pointee) }
        return .failure(RenderingError(.librariesMissing, "Cairo and Pango cannot be loaded: \(reason.map { String(cString: $0) } ?? "unknown reason")",
                                       remedy: "install them (Debian: apt-get install libcairo2 libpango-1.0-0 libpangocairo-1.0-0 fonts-dejavu-core)"))
    }()

    /// Throws when the libraries are not on this machine; every canvas and image checks it
    /// before any other call.
    static func require() throws(RenderingError) {
        if case .failure(let error) = binding { throw error }
    }

    /// The functions; only after ``require()`` has succeeded.
    static var api: ccp_api {
        guard case .success(let api) = binding else { preconditionFailure("Cairo and Pango used before CairoPango.require()") }
        return api
    }

    /// Cairo's words for a status.
    static func describe(_ status: Int32) -> String {
        api.cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status)"
    }
}
