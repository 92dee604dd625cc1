#define _GNU_SOURCE
#include "CNatureSystem.h"

#include <fcntl.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>

static int closed_at_start = 0;

__attribute__((constructor)) static void hold_standard_descriptors(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1) continue;
        if (open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY) == descriptor) {
            closed_at_start |= 1 << descriptor;
        }
    }
}

int nature_closed_at_start(void) { return closed_at_start; }

int nature_wait(int input, int wake, int64_t deadline) {
    struct pollfd descriptors[2] = {
        {.fd = input, .events = POLLIN, .revents = 0},
        {.fd = wake, .events = POLLIN, .revents = 0},
    };
    int64_t remaining = -1;
    if (deadline >= 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        remaining = deadline - ((int64_t)now.tv_sec * 1000000000 + now.tv_nsec);
        if (remaining < 0) remaining = 0;
    }
#ifdef __linux__
    struct timespec timeout = {.tv_sec = remaining / 1000000000, .tv_nsec = remaining % 1000000000};
    int ready = ppoll(descriptors, 2, remaining < 0 ? NULL : &timeout, NULL);
#else
    // poll counts whole milliseconds: round up, so that the wait never ends before the deadline.
    int ready = poll(descriptors, 2, remaining < 0 ? -1 : (int)((remaining + 999999) / 1000000));
#endif
    if (ready <= 0) return 0;
    int found = 0;
    if (descriptors[0].revents != 0) found |= NATURE_WAIT_INPUT;
    if (descriptors[1].revents != 0) found |= NATURE_WAIT_WAKE;
    return found;
}
