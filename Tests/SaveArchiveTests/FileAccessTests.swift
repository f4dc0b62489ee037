import Foundation
import Testing
@testable import SaveArchive

@Suite("Files that are not save files")
struct FileAccessTests {
    @Test("a directory is refused as a directory")
    func directory() throws {
        let fixture = try SaveFixture(players: 10)
        let folder = fixture.directory.file("folder.sssave")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(try fixture.rejection(of: folder) == .notARegularFile(path: folder.path, kind: "a directory"))
    }

    @Test("a FIFO is refused without blocking on it")
    func fifo() throws {
        let fixture = try SaveFixture(players: 10)
        let pipe = fixture.directory.file("pipe.sssave")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(try fixture.rejection(of: pipe) == .notARegularFile(path: pipe.path, kind: "a FIFO"))
    }

    /// Tests run as root, so a chmod'ed file stays readable; a link to nowhere cannot be opened by anyone.
    @Test("a path that cannot be opened is refused with the system's reason")
    func unopenable() throws {
        let fixture = try SaveFixture(players: 10)
        let dangling = fixture.directory.file("dangling.sssave")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/nonexistent/save")
        #expect(try fixture.rejection(of: dangling)
                == .cannotRead(path: dangling.path, reason: String(cString: strerror(ENOENT))))
        let missing = fixture.directory.file("missing.sssave")
        #expect(try fixture.rejection(of: missing)
                == .cannotRead(path: missing.path, reason: String(cString: strerror(ENOENT))))
    }

    @Test("inspect refuses what import refuses at the header")
    func inspectRefuses() throws {
        let fixture = try SaveFixture(players: 10)
        let empty = try fixture.write([UInt8]())
        #expect(throws: SaveArchiveError.emptyFile(path: empty.path)) { try SaveArchive.inspect(empty) }
        let cut = try fixture.write(fixture.bytes.dropLast())
        #expect(throws: SaveArchiveError.fileTruncated(expected: UInt64(fixture.bytes.count),
                                                       actual: UInt64(fixture.bytes.count - 1))) {
            try SaveArchive.inspect(cut)
        }
    }
}
