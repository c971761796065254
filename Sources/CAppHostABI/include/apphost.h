/*
 * apphost.h: the C ABI for AppHost plugins.
 *
 * A plugin written in C (or Rust, Zig, C++ through extern "C", any language that can export a C
 * function) describes its classes in static tables and exports ONE function, apphost_plugin_entry.
 * `apphost` dlopens the plugin, calls the entry point with the host's ABI version and a table of
 * host functions, checks the plugin's ABI version, reads its class descriptors, and from then on
 * finds classes and methods by name, the way it finds a Swift plugin's: storyboards and app.json
 * name a C class exactly as they name a Swift one ("Module.Class").
 *
 * The plugin links nothing of AppHost: everything it calls comes through the apphost_host table
 * it is given, so a plugin needs only this header to build:
 *
 *     cc -shared -fPIC -I Sources/CAppHostABI/include my_plugin.c -o libMyPlugin.so
 *
 * Documentation: Sources/HostKit/HostKit.docc/CPlugins.md. Example: Plugins/Sources/CounterTwinC.
 *
 * Every call, in both directions, happens on the main thread.
 */
#ifndef APPHOST_H
#define APPHOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MARK: Versions */

/* The ABI this header describes. A plugin puts it in apphost_plugin.abi_version; the host refuses
 * a plugin whose version it does not support, before it reads anything else. The version changes
 * whenever a layout or a meaning below changes. */
#define APPHOST_ABI_VERSION 1

/* The name of the one function a plugin exports. */
#define APPHOST_ENTRY_SYMBOL "apphost_plugin_entry"

/* MARK: Objects */

/* A handle to an object of the running app: the application, a view controller, a view, a
 * segue, or an instance of one of the plugin's own classes. The host hands handles out and takes
 * them back; a plugin never dereferences one. NULL stands for "no object". A handle stays valid
 * while its object lives: keep the ones you get in callbacks for no longer than the object. */
typedef struct apphost_object_opaque *apphost_object;

/* MARK: Type encodings
 *
 * Each method has a type encoding: one character for the return type, then one per argument, the
 * receiver (`self`, an object handle) first. The host prepares one libffi call interface per
 * method from it, once, when the plugin loads.
 *
 *     v  void (return type only)     B  bool (C99 _Bool)
 *     i  int32_t                     q  int64_t
 *     d  double                      *  const char *: a NUL-terminated UTF-8 C string
 *     ^  void *: a pointer           @  apphost_object: an object handle
 *
 * For example "v@" is `void f(apphost_object self)`, "v@B" is
 * `void f(apphost_object self, bool animated)` and "B@*@" is
 * `bool f(apphost_object self, const char *identifier, apphost_object sender)`.
 */

/* MARK: Classes */

/* What a class is to the host. */
typedef enum apphost_class_kind {
    /* Created by name as the app's delegate (app.json "delegate", or the plugin's only one). */
    APPHOST_APPLICATION_DELEGATE = 1,
    /* Created by storyboards, for scenes whose "class" names it. */
    APPHOST_VIEW_CONTROLLER = 2,
    /* Created by storyboards, for views whose "class" names it. */
    APPHOST_VIEW = 3,
} apphost_class_kind;

/* Any C function; cast implementations to it with APPHOST_METHOD. */
typedef void (*apphost_function)(void);
#define APPHOST_METHOD(function) ((apphost_function)(function))

/* One method, found by its selector-like name.
 *
 * Callbacks (the host calls them at the moments UIKit would, with exactly these encodings):
 *
 *   application delegates        "application:willFinishLaunchingWithOptions:"  "B@@"
 *                                "application:didFinishLaunchingWithOptions:"   "B@@"
 *                                "applicationDidBecomeActive:"                  "v@@"
 *                                "applicationWillResignActive:"                 "v@@"
 *                                "applicationDidEnterBackground:"               "v@@"
 *                                "applicationWillEnterForeground:"              "v@@"
 *                                "applicationWillTerminate:"                    "v@@"
 *                                "applicationDidReceiveMemoryWarning:"          "v@@"
 *                                (the second argument is the application)
 *   view controllers             "awakeFromStoryboard"                          "v@"
 *                                "viewDidLoad"                                  "v@"
 *                                "viewWillAppear:" "viewDidAppear:"
 *                                "viewWillDisappear:" "viewDidDisappear:"       "v@B"  (animated)
 *                                "didReceiveMemoryWarning"                      "v@"
 *                                "shouldPerformSegueWithIdentifier:sender:"     "B@*@"
 *                                "prepareForSegue:sender:"                      "v@@@" (segue, sender)
 *   views                        "awakeFromStoryboard"                          "v@"
 *
 * Actions: any other name, written "NAME:", with the encoding "v@@" (self, sender). A storyboard
 * action "NAME" calls it; so do timers, notification observers and background-task expiration
 * handlers registered with that name. The host checks every encoding when the plugin loads.
 *
 * An action a storyboard names may instead be an exported C function of the plugin, found by its
 * symbol, when the target's class has no method "NAME:":
 *
 *     void NAME(apphost_object target, apphost_object sender);
 */
typedef struct apphost_method {
    const char *name;
    const char *types;
    apphost_function function;
} apphost_method;

typedef struct apphost_class {
    /* "Module.Class": the name storyboards, app.json and the trace use. Unique in the process. */
    const char *name;
    /* An apphost_class_kind. */
    int32_t kind;
    uint32_t method_count;
    const apphost_method *methods;
    /* Bytes of per-instance state the host allocates, zeroed, with each instance, and frees with
     * it: apphost_host.state returns them. 0 for none. */
    size_t state_size;
} apphost_class;

/* What the entry point returns. It must stay valid (static storage) for the life of the process. */
typedef struct apphost_plugin {
    /* APPHOST_ABI_VERSION, as the plugin was compiled. */
    uint32_t abi_version;
    uint32_t class_count;
    const apphost_class *classes;
} apphost_plugin;

/* MARK: Host functions */

/* apphost_host.application_state */
enum {
    APPHOST_STATE_ACTIVE = 0,
    APPHOST_STATE_INACTIVE = 1,
    APPHOST_STATE_BACKGROUND = 2,
};

/* The functions a plugin calls, handed to the entry point. The table and its functions stay
 * valid for the life of the process. A host with a newer ABI than the plugin's still fills in
 * every field of the plugin's version; `size` is sizeof(apphost_host) in the host's version.
 *
 * Misuse (a NULL where a string is needed, a handle of the wrong kind, an unknown property) is
 * never a crash: the host reports an issue, naming the function, in its log and trace, and
 * returns NULL, false, 0 or -1. */
typedef struct apphost_host {
    uint32_t abi_version;
    uint32_t size;

    /* The application object, and its state (APPHOST_STATE_...). NULL before launch. */
    apphost_object (*application)(void);
    int32_t (*application_state)(void);

    /* The class name of any object ("CounterTwin.CounterViewController", "HostKit.Label"). The
     * string lives as long as the process. */
    const char *(*class_name)(apphost_object object);
    /* The zeroed state of an instance of a plugin class (apphost_class.state_size bytes); NULL
     * for other objects. */
    void *(*state)(apphost_object object);

    /* A view controller's root view, loaded if it is not yet. */
    apphost_object (*view)(apphost_object controller);
    /* The first view in the subtree of `root` (a view, or a view controller's view; root included,
     * depth first) with this tag, or with this accessibilityIdentifier; NULL when there is none. */
    apphost_object (*view_with_tag)(apphost_object root, int64_t tag);
    apphost_object (*view_with_identifier)(apphost_object root, const char *identifier);

    /* Properties by name.
     *   views        every storyboard key of the view's class that C can hold, by the same name
     *                (StoryboardFormat.md, "Views"): strings ("text", "title", "placeholder",
     *                "accessibilityIdentifier", "image"), enumerations as their case names
     *                ("textAlignment", "axis", "progressViewStyle"), bools ("enabled", "hidden",
     *                "userInteractionEnabled", "on"), numbers ("alpha", "tag", "progress",
     *                "numberOfLines", "spacing"); colours and frames are not reachable
     *   controllers  "title" (string)
     *   segues       "identifier" (string, read only)
     * get_string copies the value into `buffer` as snprintf does (at most capacity - 1 bytes and
     * a NUL) and returns its length in bytes; -1 when the object has no such property or it is
     * unset. The setters return false when the object has no such property. */
    int64_t (*get_string)(apphost_object object, const char *property, char *buffer, int64_t capacity);
    bool (*set_string)(apphost_object object, const char *property, const char *value);
    bool (*get_bool)(apphost_object object, const char *property);
    bool (*set_bool)(apphost_object object, const char *property, bool value);
    double (*get_number)(apphost_object object, const char *property);
    bool (*set_number)(apphost_object object, const char *property, double value);

    /* Runs the segue `identifier` of a storyboard controller's scene: its destination is created,
     * prepareForSegue:sender: called, then it is performed. False when `controller` is not a view
     * controller; a segue the scene does not have is reported as an issue, as for Swift code. */
    bool (*perform_segue)(apphost_object controller, const char *identifier, apphost_object sender);
    /* The destination controller of a segue, in prepareForSegue:sender:. */
    apphost_object (*segue_destination)(apphost_object segue);

    /* Background time, as Application.beginBackgroundTask: shortly before the allowance ends the
     * host calls the action `expiration_method` ("NAME:", "v@@") of `target`, with a NULL
     * sender; `target` and `expiration_method` may be NULL for no handler. Returns the task's
     * identifier, 0 when none can begin. */
    int64_t (*begin_background_task)(const char *name, apphost_object target, const char *expiration_method);
    void (*end_background_task)(int64_t task);

    /* Notifications by name, on the app's notification center, as NotificationCenter.default:
     * an observer's action `method` ("NAME:", "v@@") is called with the notification's object as
     * sender. observe_notification returns false when the observer's class has no such action. */
    void (*post_notification)(const char *name, apphost_object object);
    bool (*observe_notification)(const char *name, apphost_object observer, const char *method);

    /* A timer on the main run loop that calls the action `method` ("NAME:", "v@@") of `target`
     * with a NULL sender after `seconds`, and again every `seconds` when `repeats`. Timers do not
     * fire while the app is suspended. Returns the timer's identifier (0 on failure). */
    int64_t (*schedule_timer)(double seconds, bool repeats, apphost_object target, const char *method);
    void (*invalidate_timer)(int64_t timer);

    /* Writes a message to apphost's log and, with --trace, a `log` record, as AppLog.info. */
    void (*log)(const char *message);
} apphost_host;

/* MARK: The entry point */

#if defined(__GNUC__) || defined(__clang__)
#define APPHOST_EXPORT __attribute__((visibility("default")))
#else
#define APPHOST_EXPORT
#endif

/* The one function every C plugin exports, under exactly this name. It is called once, when the
 * plugin loads, before any other function of the plugin. Keep `host`: it is the only way back to
 * the host. Return the plugin's descriptor; APPHOST_ABI_VERSION in it tells the host which
 * version of this header the plugin was compiled with (`host_abi_version` is the host's own). */
typedef const apphost_plugin *(*apphost_entry_point)(uint32_t host_abi_version, const apphost_host *host);

APPHOST_EXPORT const apphost_plugin *apphost_plugin_entry(uint32_t host_abi_version, const apphost_host *host);

#ifdef __cplusplus
}
#endif

#endif /* APPHOST_H */
