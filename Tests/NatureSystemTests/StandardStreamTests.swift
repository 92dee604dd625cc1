import Testing

// A stream on a descriptor of the test's choosing is made with an internal initializer; programs use
// the three standard streams.
@testable import NatureSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Standard streams: one write(2) a write, and reads bounded by a limit")
struct StandardStreamTests {
    @Test("A write reaches the descriptor whole")
    func writes() throws {
        let pipe = try Pipe()
        try StandardStream(descriptor: pipe.writer).write("frame one\n")
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(pipe.reader, $0.baseAddress, $0.count) }
        #expect(Array(bytes.prefix(max(count, 0))) == Array("frame one\n".utf8))
    }

    @Test("Reading to the end takes everything up to the limit, and refuses a byte more")
    func readsToTheLimit() throws {
        let pipe = try Pipe()
        pipe.send("0123456789")
        pipe.closeWriter()
        let stream = StandardStream(descriptor: pipe.reader)
        #expect(try stream.readAll(upTo: 10) == Array("0123456789".utf8))

        let longer = try Pipe()
        longer.send("0123456789")
        longer.closeWriter()
        #expect(throws: StandardStream.ReadError.tooLarge) {
            try StandardStream(descriptor: longer.reader).readAll(upTo: 9)
        }
    }

    @Test("A failed write carries the system's error number and words")
    func failedWrite() throws {
        let pipe = try Pipe()
        let error = #expect(throws: StandardStream.WriteError.self) {
            try StandardStream(descriptor: pipe.reader).write("not to a pipe's reading end")
        }
        #expect(error?.code == EBADF)
        #expect(error?.isClosedPipe == false)
    }

    @Test("A pipe is not a terminal; a pseudo-terminal is")
    func isTerminal() throws {
        let pipe = try Pipe()
        let terminal = try PseudoTerminal()
        #expect(!StandardStream(descriptor: pipe.writer).isTerminal)
        #expect(StandardStream(descriptor: terminal.follower).isTerminal)
    }
}
