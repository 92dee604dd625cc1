import Testing

@testable import NatureKit

/// A reader that reports what it was told: what is at the path, its size, and what reading gives.
private struct ScriptedReader: CatalogFileReader {
    var opened: Result<(kind: CatalogFile.Kind, size: Int), CatalogFile.Failure>
    var read: Result<[UInt8], CatalogFile.Failure> = .success(Array("{}".utf8))

    func open(_ path: String) throws(CatalogFile.Failure) -> (file: Void, kind: CatalogFile.Kind, size: Int) {
        switch opened {
        case .success(let found): return ((), found.kind, found.size)
        case .failure(let failure): throw failure
        }
    }

    func read(_ file: Void, size: Int, upTo limit: Int) throws(CatalogFile.Failure) -> [UInt8] {
        try read.get()
    }

    func close(_ file: Void) {}
}

/// Every reader of catalog files, NatureKit's and NatureSystem's, is judged by `CatalogFile`: these
/// tests hold its judgement, whatever the reader found.
@Suite("What a readable catalog file is, decided once for every reader")
struct CatalogFileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var opened: Result<(kind: CatalogFile.Kind, size: Int), CatalogFile.Failure>
        var read: Result<[UInt8], CatalogFile.Failure> = .success(Array("{}".utf8))
        var message: String?
        var testDescription: String { name }
    }

    static let limit = Catalog.maximumSize
    static let notRegular = "is not a regular file; give the path of a catalog .json file"
    static let tooLarge = "top level: is larger than the 16 MiB a catalog may be"

    @Test(
        "Only a regular file within the limit is read, and each refusal says why in the catalog's words",
        arguments: [
            Case(name: "a regular file", opened: .success((.regular, 2)), message: nil),
            Case(name: "a folder", opened: .success((.folder, 4096)), message: notRegular),
            Case(name: "a FIFO", opened: .success((.fifo, 0)), message: notRegular),
            Case(
                name: "a character device such as /dev/zero", opened: .success((.characterDevice, 0)),
                message: notRegular),
            Case(name: "a link that leads nowhere", opened: .success((.brokenLink, 0)), message: notRegular),
            Case(
                name: "a file over the limit when looked at", opened: .success((.regular, limit + 1)),
                message: tooLarge),
            Case(
                name: "a file that grew past the limit before it was read", opened: .success((.regular, 2)),
                read: .success([UInt8](repeating: 0x20, count: limit + 1)), message: tooLarge),
            Case(
                name: "a file the reader stopped past the limit", opened: .success((.regular, 2)),
                read: .failure(.tooLarge), message: tooLarge),
            Case(name: "nothing there", opened: .failure(.notFound), message: "no such file"),
            Case(
                name: "a file the system will not open", opened: .failure(.unreadable(reason: "permission denied")),
                message: "cannot be read: permission denied"),
            Case(
                name: "a read that fails", opened: .success((.regular, 2)),
                read: .failure(.unreadable(reason: "input/output error")),
                message: "cannot be read: input/output error"),
        ])
    func judgement(_ example: Case) throws {
        let reader = ScriptedReader(opened: example.opened, read: example.read)
        do {
            let bytes = try CatalogFile.contents(ofFile: "/x/mine.json", named: "mine.json", reader: reader)
            #expect(example.message == nil, "read \(bytes.count) bytes")
            #expect(bytes == Array("{}".utf8))
        } catch {
            #expect(error.description == example.message.map { "mine.json: \($0)" })
            #expect(error.isUnreadable || error.kind == .tooLarge(limit: Self.limit))
        }
    }

    @Test("Every kind but a regular file is named as a message names it")
    func kindNames() {
        #expect(CatalogFile.Kind.regular.description == nil)
        #expect(CatalogFile.Kind.folder.description == "a folder")
        #expect(CatalogFile.Kind.fifo.description == "a FIFO (named pipe)")
        #expect(CatalogFile.Kind.characterDevice.description == "a character device")
        #expect(CatalogFile.Kind.brokenLink.description == "a link that leads nowhere")
    }
}
