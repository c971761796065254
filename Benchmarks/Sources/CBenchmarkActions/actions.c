#include "benchmark_actions.h"

static long calls;

void benchmark_action(apphost_object target, apphost_object sender) {
    (void)sender;
    if (target) calls += 1;
}

long benchmark_action_calls(void) {
    return calls;
}
