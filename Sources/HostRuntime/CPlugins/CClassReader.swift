import StoryboardFormat
import SystemInterop

/// Checks a C plugin's class descriptors and turns them into classes with prepared calls.
@MainActor
struct CClassReader {
    let plugin: CPlugin

    private var path: String { plugin.path }

    func read(_ description: CPluginDescription) throws(HostError) -> [CClass] {
        guard let descriptions = description.classes else {
            throw HostError(.badCPlugin, "C plugin '\(path)' has a NULL 'classes' table but a class_count that is not 0",
                            remedy: "point apphost_plugin.classes at an array of class_count apphost_class, or set class_count to 0")
        }
        var classes: [CClass] = []
        var seen: Set<String> = []
        for (index, classDescription) in descriptions.enumerated() {
            let cClass = try read(classDescription, index: index)
            guard seen.insert(cClass.name).inserted else {
                throw HostError(.badCPlugin, "C plugin '\(path)' defines the class '\(cClass.name)' twice (class #\(index) repeats an earlier name)",
                                remedy: "give each apphost_class its own \"Module.Class\" name, or remove the duplicate")
            }
            classes.append(cClass)
        }
        return classes
    }

    private func read(_ description: CClassDescription, index: Int) throws(HostError) -> CClass {
        guard let name = description.name else {
            throw HostError(.badCPlugin, "class #\(index) of C plugin '\(path)' has a NULL name",
                            remedy: "set apphost_class.name to the class's \"Module.Class\" name, as storyboards and app.json name it")
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
            throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' is not named \"Module.Class\"",
                            remedy: "name it as storyboards name plugin classes, e.g. \"MyApp.\(parts.last.map(String.init) ?? name)\"")
        }
        guard parts[0] != "HostKit" else {
            throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' uses the module name HostKit, which is the SDK's",
                            remedy: "use your plugin's own module name, e.g. \"MyApp.\(parts[1])\"")
        }
        guard let kind = CClassKind(rawValue: description.kind) else {
            throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' has kind \(description.kind), which is none of the apphost_class_kind values",
                            remedy: "set apphost_class.kind to APPHOST_APPLICATION_DELEGATE, APPHOST_VIEW_CONTROLLER or APPHOST_VIEW")
        }
        guard (0...CClass.maximumStateSize).contains(description.stateSize) else {
            throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' asks for \(UInt(bitPattern: description.stateSize)) bytes of state per instance; the host allocates at most \(CClass.maximumStateSize) (64 MiB)",
                            remedy: "set apphost_class.state_size to sizeof your state struct, and allocate large buffers yourself")
        }
        guard let methods = description.methods else {
            throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' has a NULL 'methods' table but a method_count that is not 0",
                            remedy: "point apphost_class.methods at an array of method_count apphost_method, or set method_count to 0")
        }
        var callbacks: [CCallback: CMethod] = [:]
        var actions: [String: CMethod] = [:]
        var seen: Set<String> = []
        for (methodIndex, method) in methods.enumerated() {
            let (methodName, signature, function) = try check(method, index: methodIndex, of: name)
            guard seen.insert(methodName).inserted else {
                throw HostError(.badCPlugin, "class '\(name)' of C plugin '\(path)' has the method '\(methodName)' twice",
                                remedy: "keep one apphost_method named \"\(methodName)\"")
            }
            let interface: CCallInterface
            do {
                interface = try plugin.interface(for: signature)
            } catch {
                throw HostError(.badCPlugin, "libffi cannot prepare method '\(methodName)' of class '\(name)' (\(signature)): \(error.status)",
                                remedy: "check that libffi works on this machine (apt-get install libffi-dev)")
            }
            let prepared = CMethod(name: methodName, function: function, interface: interface)
            if let callback = CCallback(rawValue: methodName) {
                try checkCallback(callback, signature: signature, kind: kind, className: name)
                callbacks[callback] = prepared
            } else if let action = CCallback.actionName(ofMethod: methodName) {
                try checkAction(methodName, signature: signature, className: name)
                actions[action] = prepared
            } else {
                let known = CCallback.allCases.filter { $0.kinds.contains(kind) }.map(\.rawValue)
                let suggestion = Suggestions.closest(to: methodName, among: known).map { "did you mean '\($0)'? " } ?? ""
                throw HostError(.badCPlugin, "method '\(methodName)' of class '\(name)' in C plugin '\(path)' is neither a callback the host makes on \(kind.name) nor an action (\"NAME:\")",
                                notes: ["callbacks of \(kind.name): \(known.joined(separator: ", "))"],
                                remedy: "\(suggestion)name a callback exactly as apphost.h lists it, or end an action's name with ':'")
            }
        }
        return CClass(name: name, kind: kind, stateSize: description.stateSize, callbacks: callbacks, actions: actions)
    }

    /// A method's name, encoding and function, each present and well formed.
    private func check(_ method: CMethodDescription, index: Int, of className: String) throws(HostError) -> (String, CSignature, CFunction) {
        guard let name = method.name else {
            throw HostError(.badCPlugin, "method #\(index) of class '\(className)' in C plugin '\(path)' has a NULL name",
                            remedy: "set apphost_method.name to the method's selector-like name, e.g. \"viewDidLoad\" or \"increment:\"")
        }
        guard let encoding = method.encoding else {
            throw HostError(.badCPlugin, "method '\(name)' of class '\(className)' in C plugin '\(path)' has a NULL type encoding",
                            remedy: "set apphost_method.types to its encoding, e.g. \"v@\" for void f(apphost_object self)")
        }
        let signature: CSignature
        do {
            signature = try CSignature(encoding: encoding)
        } catch {
            throw HostError(.badCPlugin, "method '\(name)' of class '\(className)' in C plugin '\(path)' has a malformed type encoding \"\(encoding)\": at character \(error.offset + 1), \(error.reason)",
                            remedy: "write the return type's character, then one per argument, self first: v B i q d * ^ @ (see apphost.h, \"Type encodings\")")
        }
        guard let function = method.function else {
            throw HostError(.badCPlugin, "method '\(name)' of class '\(className)' in C plugin '\(path)' has a NULL function",
                            remedy: "set apphost_method.function to APPHOST_METHOD(your_function)")
        }
        return (name, signature, function)
    }

    private func checkCallback(_ callback: CCallback, signature: CSignature, kind: CClassKind, className: String) throws(HostError) {
        guard callback.kinds.contains(kind) else {
            throw HostError(.badCPlugin, "method '\(callback.rawValue)' of class '\(className)' in C plugin '\(path)' is a callback of \(callback.kinds.map(\.name).sorted().joined(separator: " or ")), but the class is \(kind.name)",
                            remedy: "remove the method, or give the class the kind whose callback it is")
        }
        guard signature.encoding == callback.encoding else {
            throw HostError(.badCPlugin, "method '\(callback.rawValue)' of class '\(className)' in C plugin '\(path)' has the encoding \"\(signature.encoding)\" (\(signature)), but the host calls it as \"\(callback.encoding)\"",
                            remedy: "declare it as `\(callback.prototype)` with the types \"\(callback.encoding)\"")
        }
    }

    private func checkAction(_ name: String, signature: CSignature, className: String) throws(HostError) {
        guard signature.encoding == CCallback.actionEncoding else {
            throw HostError(.badCPlugin, "action '\(name)' of class '\(className)' in C plugin '\(path)' has the encoding \"\(signature.encoding)\" (\(signature)), but the host calls actions as \"\(CCallback.actionEncoding)\"",
                            remedy: "declare it as `\(CCallback.actionPrototype)` with the types \"\(CCallback.actionEncoding)\"")
        }
    }
}
