/// The storyboard format's JSON Schema (draft 2020-12), written from a ``ViewClassTable``: the
/// view classes, their keys and the keys' value types come from the table (HostKit's view
/// descriptors), the rest of the format from ``template``. `apphost schema` prints it, and a test
/// fails when `Sources/StoryboardFormat/storyboard.schema.json` is not what it prints.
package enum StoryboardSchema {
    package static func json(viewClasses: ViewClassTable) -> String {
        let placeholder = "\"@viewDefinitions\": {}"
        let definitions = viewDefinitions(viewClasses).map { name, value in
            "\(SchemaJSON.string(name)): \(value.rendered(indent: 2))"
        }
        let systemItems = BarButtonItemDescription.SystemItem.allCases.map { SchemaJSON.string($0.rawValue) }.joined(separator: ",\n            ")
        return template.replacing(placeholder, with: definitions.joined(separator: ",\n    "))
            .replacing("@systemItems", with: systemItems) + "\n"
    }

    private static func viewDefinitions(_ table: ViewClassTable) -> [(String, SchemaJSON)] {
        let classes = table.storyboardClasses
        let names = classes.map(\.name)
        var definitions: [(String, SchemaJSON)] = []
        var cases: [SchemaJSON] = classes.map { resolved in
            .object([
                ("if", .object([("required", .array([.string("class")])),
                                ("properties", .object([("class", classNameEnum(resolved.name))]))])),
                ("then", .object([("$ref", .string("#/$defs/\(classDefinition(resolved.name))"))])),
            ])
        }
        cases.append(.object([
            ("if", .object([("required", .array([.string("class")])),
                            ("properties", .object([("class", .object([("enum", .array((names + names.map { "HostKit.\($0)" }).map(SchemaJSON.string)))]))]))])),
            ("else", .object([("$ref", .string("#/$defs/customView"))])),
        ]))
        definitions.append(("view", .object([
            ("title", .string("View")),
            ("description", .string("A view and its subviews. Its class decides which keys it takes; a class of the plugin takes the keys of the built-in class it derives from, which apphost checks once the plugin is loaded.")),
            ("type", .string("object")),
            ("required", .array([.string("class")])),
            ("allOf", .array(cases)),
        ])))
        let list = names.joined(separator: ", ")
        definitions.append(("viewClass", .object([
            ("title", .string("View class")),
            ("description", .string("\(list), or Module.Class from the plugin (a subclass of one of them).")),
            ("errorMessage", .string("a view class is \(list), or Module.Class from the plugin")),
            ("anyOf", .array([.object([("enum", .array(names.map(SchemaJSON.string)))]), .object([("$ref", .string("#/$defs/qualifiedClassName"))])])),
        ])))
        for resolved in classes {
            definitions.append((classDefinition(resolved.name), .object([
                ("title", .string(resolved.name)),
                ("description", .string(resolved.schema.summary)),
                ("properties", .object([("class", classNameEnum(resolved.name))]
                    + viewProperties(keys: resolved.keys, sendsActions: resolved.sendsActions, holdsCells: resolved.name == "TableView",
                                     isCell: resolved.name == "TableViewCell", table))),
                ("additionalProperties", .bool(false)),
            ])))
        }
        definitions.append(("customView", .object([
            ("title", .string("View of a plugin class")),
            ("description", .string("A view of the plugin, Module.Class, a subclass of a built-in view class: any view key is allowed here; apphost checks them against the built-in class it derives from once the plugin is loaded.")),
            ("properties", .object([("class", .object([("$ref", .string("#/$defs/viewClass"))]))]
                + viewProperties(keys: Array(table.keys.indices), sendsActions: true, holdsCells: true, isCell: true, table))),
            ("additionalProperties", .bool(false)),
        ])))
        for id in table.keys.indices {
            definitions.append((keyDefinition(table.keys[id].name), keySchema(id, table)))
        }
        return definitions
    }

    private static func classDefinition(_ name: String) -> String { "view.\(name)" }
    private static func keyDefinition(_ name: String) -> String { "viewKey.\(name)" }

    private static func classNameEnum(_ name: String) -> SchemaJSON {
        .object([("enum", .array([.string(name), .string("HostKit.\(name)")]))])
    }

    private static func viewProperties(keys: [ViewKeyID], sendsActions: Bool, holdsCells: Bool, isCell: Bool, _ table: ViewClassTable) -> [(String, SchemaJSON)] {
        var properties: [(String, SchemaJSON)] = [
            ("id", .object([("$ref", .string("#/$defs/viewId"))])),
            ("subviews", .object([("$ref", .string("#/$defs/subviews"))])),
            ("constraints", .object([("$ref", .string("#/$defs/constraints"))])),
            ("layoutGuides", .object([("$ref", .string("#/$defs/layoutGuides"))])),
            ("autoresizingMask", .object([("$ref", .string("#/$defs/autoresizingMask"))])),
            ("translatesAutoresizingMaskIntoConstraints", .object([("$ref", .string("#/$defs/translatesAutoresizingMaskIntoConstraints"))])),
        ]
        for key in keys {
            properties.append((table.keys[key].name, .object([("$ref", .string("#/$defs/\(keyDefinition(table.keys[key].name))"))])))
        }
        if sendsActions { properties.append(("actions", .object([("$ref", .string("#/$defs/actions"))]))) }
        if holdsCells {
            properties.append(("prototypes", .object([("$ref", .string("#/$defs/prototypes"))])))
            properties.append(("sections", .object([("$ref", .string("#/$defs/staticSections"))])))
        }
        if isCell {
            properties.append(("outlets", .object([("$ref", .string("#/$defs/cellOutlets"))])))
            properties.append(("segue", .object([("$ref", .string("#/$defs/cellSegue"))])))
        }
        return properties
    }

    /// A key's description names the classes that take it, unless every class does.
    private static func keySchema(_ id: ViewKeyID, _ table: ViewClassTable) -> SchemaJSON {
        let key = table.keys[id]
        let owners = table.storyboardClasses(taking: id)
        let description = owners.count == table.storyboardClasses.count ? key.summary
            : "\(owners.map(\.name).joined(separator: ", ")): \(key.summary.prefix(1).lowercased())\(key.summary.dropFirst())"
        var members: [(String, SchemaJSON)] = [("description", .string(description))]
        switch key.type {
        case .string: members.append(("type", .string("string")))
        case .bool: members.append(("type", .string("boolean")))
        case .integer(let minimum):
            members.append(("type", .string("integer")))
            if let minimum { members.append(("minimum", .number(Double(minimum)))) }
        case .number(let range):
            members.append(("type", .string("number")))
            if range.lowerBound > -Double.greatestFiniteMagnitude { members.append(("minimum", .number(range.lowerBound))) }
            if range.upperBound < Double.greatestFiniteMagnitude { members.append(("maximum", .number(range.upperBound))) }
        case .color: members.append(("$ref", .string("#/$defs/color")))
        case .rect: members.append(("$ref", .string("#/$defs/rect")))
        case .insets: members.append(("$ref", .string("#/$defs/insets")))
        case .enumeration(let cases): members.append(("enum", .array(cases.map(SchemaJSON.string))))
        }
        return .object(members)
    }
}

/// Just enough JSON to write schema definitions, keys in the order given, laid out as the
/// template is (two spaces an indent, one member or element a line).
enum SchemaJSON {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SchemaJSON])
    case object([(String, SchemaJSON)])

    func rendered(indent: Int) -> String {
        let inner = String(repeating: "  ", count: indent + 1), outer = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return Self.string(text)
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return String(flag)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(outer)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { "\(inner)\(Self.string($0.0)): \($0.1.rendered(indent: indent + 1))" }.joined(separator: ",\n") + "\n\(outer)}"
        }
    }

    static func string(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
