import Foundation
import Testing

/// What a window manager does when the user clicks a window's close button: it sends the window
/// a `WM_DELETE_WINDOW` message. Xvfb runs no window manager, and `xdotool` can only destroy a
/// window outright, so a tiny X client, compiled once with `cc`, sends the message.
enum WindowManagerStandIn {
    private static let source = """
        #include <X11/Xlib.h>
        #include <stdlib.h>
        int main(int argc, char **argv) {
            if (argc != 2) return 2;
            Display *display = XOpenDisplay(NULL);
            if (!display) return 3;
            XEvent event = {0};
            event.xclient.type = ClientMessage;
            event.xclient.window = (Window)strtoul(argv[1], NULL, 0);
            event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
            event.xclient.format = 32;
            event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
            event.xclient.data.l[1] = CurrentTime;
            XSendEvent(display, event.xclient.window, False, NoEventMask, &event);
            XCloseDisplay(display);
            return 0;
        }
        """

    /// Asks `window` on `display` to close, as a close button does.
    static func close(_ window: String, on display: TestDisplay) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-wm-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("close.c"), program = folder.appendingPathComponent("close")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", file.path, "-o", program.path, "-lX11"]
        try compiler.run()
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0, "cc builds the close request (needs libx11-dev)")
        let process = Process()
        process.executableURL = program
        process.arguments = [window]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { _, new in new }
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the close request was sent to \(window) on \(display.name): \((try? display.run("xdotool", ["getwindowname", window])) ?? "no such window")")
    }
}
