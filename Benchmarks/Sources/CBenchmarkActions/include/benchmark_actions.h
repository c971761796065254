#ifndef BENCHMARK_ACTIONS_H
#define BENCHMARK_ACTIONS_H

#include <apphost.h>

/* A C plugin's action, as the host calls it: `void NAME(apphost_object target, apphost_object sender)`.
 * It counts its calls, so that no call can be optimized away. */
void benchmark_action(apphost_object target, apphost_object sender);

/* How many times benchmark_action ran. */
long benchmark_action_calls(void);

#endif
