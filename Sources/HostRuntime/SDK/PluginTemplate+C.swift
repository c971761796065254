/// The `c` template: a C plugin written against `apphost.h`, its storyboard, and Swift tests of
/// its logic through the module's public header.
extension PluginTemplate {
    func cFiles(name: String, sdk: HostKitSDK) -> [File] {
        [
            File(path: "Package.swift", contents: Self.cPackage(name: name, sdk: sdk)),
            File(path: "Sources/\(name)/\(name).c", contents: Self.cPlugin(name: name)),
            File(path: "Sources/\(name)/include/\(name).h", contents: Self.cHeader(name: name)),
            File(path: "Tests/\(name)Tests/GreetingTests.swift", contents: Self.cTests(name: name)),
            File(path: "Main.storyboard.json", contents: Self.storyboard(name: name, outlets: false)),
        ]
    }

    /// A C plugin needs only `apphost.h`: it links nothing of AppHost, and calls the host through
    /// the function table its entry point receives.
    static func cPackage(name: String, sdk: HostKitSDK) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        // Made by `apphost init --template c`. A C plugin needs only apphost.h, from the SDK of the
        // apphost that made this package; it links nothing of AppHost. To use another SDK (after
        // `apphost install --prefix DIR`: DIR/include), change this line.
        let apphostHeaders = \(swiftLiteral(sdk.headerFolder))

        let package = Package(
            name: \(swiftLiteral(name)),
            products: [.library(name: \(swiftLiteral(name)), type: .dynamic, targets: [\(swiftLiteral(name))])],
            targets: [
                .target(name: \(swiftLiteral(name)), cSettings: [.unsafeFlags(["-I", apphostHeaders])]),
                .testTarget(name: \(swiftLiteral(name + "Tests")), dependencies: [\(swiftLiteral(name))]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    static func cHeader(name: String) -> String {
        """
        #ifndef \(name.uppercased())_H
        #define \(name.uppercased())_H

        #include <stddef.h>
        #include <stdint.h>

        /* What the greeting label says after `count` greetings, written into `buffer` (NUL-terminated,
         * cut to `size`). Returns the length snprintf reports. */
        int \(name)_greeting(int64_t count, char *buffer, size_t size);

        #endif

        """
    }

    static func cPlugin(name: String) -> String {
        """
        /*
         * \(name), a C plugin for apphost: an application delegate and the main screen's controller,
         * described to the host by class descriptors (see HostKit's "Plugins in C" and apphost.h).
         * Main.storyboard.json lays out the screen; its "Greet" button sends `greet:`.
         */
        #include <apphost.h>
        #include <stdio.h>
        #include "\(name).h"

        /* The host's functions, kept from the entry point: the plugin's only way back to the host. */
        static const apphost_host *host;

        int \(name)_greeting(int64_t count, char *buffer, size_t size) {
            if (count == 0) return snprintf(buffer, size, "Hello!");
            return snprintf(buffer, size, "Greeted %lld time%s", (long long)count, count == 1 ? "" : "s");
        }

        /* MARK: The application delegate: the main storyboard builds the window. */

        static bool app_did_finish_launching(apphost_object self, apphost_object application) {
            return true;
        }

        static const apphost_method app_delegate_methods[] = {
            { "application:didFinishLaunchingWithOptions:", "B@@", APPHOST_METHOD(app_did_finish_launching) },
        };

        /* MARK: The main screen */

        struct main_state {
            int64_t greetings;
        };

        static void main_show_greeting(apphost_object self) {
            struct main_state *state = host->state(self);
            char text[64];
            \(name)_greeting(state->greetings, text, sizeof text);
            host->set_string(host->view_with_identifier(host->view(self), "greeting"), "text", text);
        }

        static void main_view_did_load(apphost_object self) {
            main_show_greeting(self);
        }

        static void main_greet(apphost_object self, apphost_object sender) {
            struct main_state *state = host->state(self);
            state->greetings += 1;
            main_show_greeting(self);
        }

        static const apphost_method main_methods[] = {
            { "viewDidLoad", "v@", APPHOST_METHOD(main_view_did_load) },
            { "greet:", "v@@", APPHOST_METHOD(main_greet) },
        };

        /* MARK: The plugin */

        #define COUNT(array) (uint32_t)(sizeof(array) / sizeof((array)[0]))

        static const apphost_class classes[] = {
            { "\(name).AppDelegate", APPHOST_APPLICATION_DELEGATE, COUNT(app_delegate_methods), app_delegate_methods, 0 },
            { "\(name).MainViewController", APPHOST_VIEW_CONTROLLER, COUNT(main_methods), main_methods, sizeof(struct main_state) },
        };

        static const apphost_plugin plugin = { APPHOST_ABI_VERSION, COUNT(classes), classes };

        APPHOST_EXPORT const apphost_plugin *apphost_plugin_entry(uint32_t host_abi_version, const apphost_host *host_functions) {
            host = host_functions;
            return &plugin;
        }

        """
    }

    static func cTests(name: String) -> String {
        """
        import Testing
        import \(name)

        struct GreetingTests {
            @Test func greetingCountsEachTap() {
                #expect(greeting(after: 0) == "Hello!")
                #expect(greeting(after: 1) == "Greeted 1 time")
                #expect(greeting(after: 3) == "Greeted 3 times")
            }

            private func greeting(after count: Int64) -> String {
                var buffer = [CChar](repeating: 0, count: 64)
                _ = \(name)_greeting(count, &buffer, buffer.count)
                return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            }
        }

        """
    }
}
