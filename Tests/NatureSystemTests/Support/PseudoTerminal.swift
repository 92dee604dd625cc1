import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal of the test's own, from `openpty`: the follower end is the terminal a program
/// would have as its standard input; the leader end is what a terminal emulator holds.
final class PseudoTerminal {
    let leader: Int32
    let follower: Int32

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var leader: Int32 = -1
        var follower: Int32 = -1
        try #require(openpty(&leader, &follower, nil, nil, nil) == 0, "openpty failed", sourceLocation: sourceLocation)
        self.leader = leader
        self.follower = follower
    }

    deinit {
        close(follower)
        close(leader)
    }

    /// The follower's settings now.
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(follower, &settings)
        return settings
    }

    /// Changes the follower's settings as `change` says, as a shell or another program would before the one
    /// under test starts.
    func changeSettings(sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout termios) -> Void) {
        var settings = self.settings
        change(&settings)
        #expect(tcsetattr(follower, TCSANOW, &settings) == 0, sourceLocation: sourceLocation)
    }
}

/// Both ends of a pipe, closed when the test is done with them.
final class Pipe {
    let reader: Int32
    let writer: Int32
    private var writerIsOpen = true

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0, "pipe failed", sourceLocation: sourceLocation)
        reader = ends[0]
        writer = ends[1]
    }

    deinit {
        close(reader)
        closeWriter()
    }

    /// Closes the writing end, so that the reader comes to the end; once, so that no number another
    /// test has opened since is closed.
    func closeWriter() {
        guard writerIsOpen else { return }
        writerIsOpen = false
        close(writer)
    }

    /// Writes `text` to the pipe.
    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    }
}

/// Whether every byte of two settings is the same: what "restored exactly" means.
func sameBytes(_ first: termios, _ second: termios) -> Bool {
    withUnsafeBytes(of: first) { one in withUnsafeBytes(of: second) { other in one.elementsEqual(other) } }
}
