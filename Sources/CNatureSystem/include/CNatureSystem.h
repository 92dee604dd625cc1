#ifndef C_NATURE_SYSTEM_H
#define C_NATURE_SYSTEM_H

#include <stdint.h>

/// What `nature_wait` found: bits of the descriptors that can be read.
enum {
    NATURE_WAIT_INPUT = 1,
    NATURE_WAIT_WAKE = 2,
};

/// Waits in one system call until `input` (when it is not negative) or `wake` has something to read
/// (or has hung up), or the monotonic clock reaches `deadline`, in nanoseconds; a negative deadline
/// waits without end. Returns the bits of the descriptors that can be read: 0 at the deadline, or when
/// a signal cut the wait short.
///
/// Swift's Glibc module does not offer `ppoll`, whose timeout is counted in nanoseconds where `poll`'s
/// is counted in whole milliseconds: that is the reason for this file.
int nature_wait(int input, int wake, int64_t deadline);

/// Which of standard input, output and error (bits 0, 1 and 2) were closed when the process started.
///
/// Before `main`, and before the Swift runtime opens any file of its own, a descriptor among them
/// that is closed gets `/dev/null` in its place: otherwise the next file opened (the runtime's own
/// event queue, say) would take its number, and text meant for standard output would reach it.
int nature_closed_at_start(void);

#endif
