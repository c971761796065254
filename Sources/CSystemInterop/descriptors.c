// Declarations glibc hides behind _GNU_SOURCE, which Swift's Glibc module does not define.
#define _GNU_SOURCE
#include "CSystemInterop.h"

#include <pthread.h>
#include <sys/eventfd.h>
#include <sys/socket.h>

int csi_socket_peer_uid(int descriptor, uint32_t *uid) {
    struct ucred credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) {
        return -1;
    }
    *uid = (uint32_t)credentials.uid;
    return 0;
}

int csi_eventfd_create(void) {
    return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

void csi_thread_set_name(const char *name) {
    char truncated[16];
    int i = 0;
    for (; name[i] != '\0' && i < 15; i++) {
        truncated[i] = name[i];
    }
    truncated[i] = '\0';
    pthread_setname_np(pthread_self(), truncated);
}
