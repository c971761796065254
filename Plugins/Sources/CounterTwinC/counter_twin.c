/*
 * The Counter twin, written in C against apphost.h: the same app as the Swift plugin CounterTwin,
 * class for class and call for call, so that its run under apphost traces exactly the same.
 *
 * Built by SwiftPM (swift build --package-path Plugins) as libCounterTwinC.so, or by hand:
 *
 *     cc -shared -fPIC -I Sources/CAppHostABI/include Plugins/Sources/CounterTwinC/counter_twin.c -o libCounterTwinC.so
 */
#include <apphost.h>
#include <stdio.h>
#include <string.h>

/* The host's functions, kept from the entry point: the plugin's only way back to the host. */
static const apphost_host *host;

/* MARK: The application delegate */

static void app_count_changed(apphost_object self, apphost_object sender) {
    char message[160];
    snprintf(message, sizeof message, "count changed by %s", sender ? host->class_name(sender) : "nil");
    host->log(message);
}

static void app_tick(apphost_object self, apphost_object sender) {
    host->log("tick");
}

static bool app_did_finish_launching(apphost_object self, apphost_object application) {
    host->log("launched");
    host->observe_notification("CounterTwinCountChanged", self, "countChanged:");
    host->schedule_timer(0.01, false, self, "tick:");
    return true;
}

static void app_did_become_active(apphost_object self, apphost_object application) {
    char message[64];
    snprintf(message, sizeof message, "active, state %d", (int)host->application_state());
    host->log(message);
}

static void app_save_expired(apphost_object self, apphost_object sender) {
    host->log("save expired");
}

static void app_did_enter_background(apphost_object self, apphost_object application) {
    int64_t task = host->begin_background_task("save", self, "saveExpired:");
    host->log("saving");
    host->end_background_task(task);
}

static void app_will_enter_foreground(apphost_object self, apphost_object application) {
    host->log("back");
}

static void app_will_terminate(apphost_object self, apphost_object application) {
    host->log("bye");
}

static const apphost_method app_delegate_methods[] = {
    { "application:didFinishLaunchingWithOptions:", "B@@", APPHOST_METHOD(app_did_finish_launching) },
    { "applicationDidBecomeActive:", "v@@", APPHOST_METHOD(app_did_become_active) },
    { "applicationDidEnterBackground:", "v@@", APPHOST_METHOD(app_did_enter_background) },
    { "applicationWillEnterForeground:", "v@@", APPHOST_METHOD(app_will_enter_foreground) },
    { "applicationWillTerminate:", "v@@", APPHOST_METHOD(app_will_terminate) },
    { "countChanged:", "v@@", APPHOST_METHOD(app_count_changed) },
    { "tick:", "v@@", APPHOST_METHOD(app_tick) },
    { "saveExpired:", "v@@", APPHOST_METHOD(app_save_expired) },
};

/* MARK: The counter */

struct counter_state {
    int64_t count;
};

static void counter_show_count(apphost_object self) {
    struct counter_state *state = host->state(self);
    apphost_object view = host->view(self);
    char text[32];
    snprintf(text, sizeof text, "%lld", (long long)state->count);
    host->set_string(host->view_with_identifier(view, "count"), "text", text);
    host->set_bool(host->view_with_identifier(view, "reset"), "enabled", state->count > 0);
}

static void counter_view_did_load(apphost_object self) {
    counter_show_count(self);
}

static void counter_view_will_appear(apphost_object self, bool animated) {
    struct counter_state *state = host->state(self);
    char message[64];
    snprintf(message, sizeof message, "counter appears, count %lld", (long long)state->count);
    host->log(message);
}

static void counter_increment(apphost_object self, apphost_object sender) {
    struct counter_state *state = host->state(self);
    state->count += 1;
    counter_show_count(self);
    host->post_notification("CounterTwinCountChanged", self);
}

static void counter_show_details(apphost_object self, apphost_object sender) {
    host->perform_segue(self, "showDetail", sender);
}

struct detail_state {
    int64_t count;
};

static void counter_prepare_for_segue(apphost_object self, apphost_object segue, apphost_object sender) {
    char identifier[64];
    apphost_object destination = host->segue_destination(segue);
    if (host->get_string(segue, "identifier", identifier, sizeof identifier) < 0 || strcmp(identifier, "showDetail") != 0) return;
    if (strcmp(host->class_name(destination), "CounterTwin.DetailViewController") != 0) return;
    struct counter_state *state = host->state(self);
    struct detail_state *detail = host->state(destination);
    detail->count = state->count;
}

/* The "Reset" button's action, named in the storyboard by this function's symbol: the counter
 * class has no method "resetCounter:", so the host calls the exported function. */
APPHOST_EXPORT void resetCounter(apphost_object target, apphost_object sender) {
    struct counter_state *state = host->state(target);
    if (!state) return;
    state->count = 0;
    counter_show_count(target);
}

static const apphost_method counter_methods[] = {
    { "viewDidLoad", "v@", APPHOST_METHOD(counter_view_did_load) },
    { "viewWillAppear:", "v@B", APPHOST_METHOD(counter_view_will_appear) },
    { "prepareForSegue:sender:", "v@@@", APPHOST_METHOD(counter_prepare_for_segue) },
    { "increment:", "v@@", APPHOST_METHOD(counter_increment) },
    { "showDetails:", "v@@", APPHOST_METHOD(counter_show_details) },
};

/* MARK: The detail screen */

static void detail_view_did_load(apphost_object self) {
    struct detail_state *state = host->state(self);
    char text[64];
    snprintf(text, sizeof text, "You counted %lld time%s.", (long long)state->count, state->count == 1 ? "" : "s");
    host->set_string(host->view_with_identifier(host->view(self), "summary"), "text", text);
}

static const apphost_method detail_methods[] = {
    { "viewDidLoad", "v@", APPHOST_METHOD(detail_view_did_load) },
};

/* MARK: The plugin */

#define COUNT(array) (uint32_t)(sizeof(array) / sizeof((array)[0]))

static const apphost_class classes[] = {
    { "CounterTwin.AppDelegate", APPHOST_APPLICATION_DELEGATE, COUNT(app_delegate_methods), app_delegate_methods, 0 },
    { "CounterTwin.CounterViewController", APPHOST_VIEW_CONTROLLER, COUNT(counter_methods), counter_methods, sizeof(struct counter_state) },
    { "CounterTwin.DetailViewController", APPHOST_VIEW_CONTROLLER, COUNT(detail_methods), detail_methods, sizeof(struct detail_state) },
};

static const apphost_plugin plugin = { APPHOST_ABI_VERSION, COUNT(classes), classes };

APPHOST_EXPORT const apphost_plugin *apphost_plugin_entry(uint32_t host_abi_version, const apphost_host *host_functions) {
    host = host_functions;
    return &plugin;
}
