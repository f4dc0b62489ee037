import DataManaging
import Foundation
import Persistence
import Testing
import TestSupport

struct DataDirectoryTests {
    private let environment = [
        "SUPERSOCCER_HOME": "/games/ss",
        "XDG_DATA_HOME": "/xdg/data",
        "HOME": "/home/ada",
    ]

    @Test func explicitDirectoryWins() {
        #expect(DataDirectory.resolve(explicit: "/tmp/careers", environment: environment).path == "/tmp/careers")
    }

    @Test func superSoccerHomeComesNext() {
        #expect(DataDirectory.resolve(explicit: nil, environment: environment).path == "/games/ss")
    }

    @Test func xdgDataHomeComesNext() {
        var environment = environment
        environment["SUPERSOCCER_HOME"] = ""
        #expect(DataDirectory.resolve(explicit: nil, environment: environment).path == "/xdg/data/supersoccer")
    }

    @Test func relativeXDGDataHomeIsIgnored() {
        let environment = ["XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"]
        #expect(DataDirectory.resolve(explicit: nil, environment: environment).path
                == "/home/ada/.local/share/supersoccer")
    }

    @Test func homeIsTheFallback() {
        #expect(DataDirectory.resolve(explicit: nil, environment: ["HOME": "/home/ada"]).path
                == "/home/ada/.local/share/supersoccer")
    }

    @Test func emptyExplicitValueFallsThrough() {
        #expect(DataDirectory.resolve(explicit: "", environment: environment).path == "/games/ss")
    }

    @Test func prepareCreatesMissingParents() async throws {
        try await withTemporaryDirectory { directory throws in
            let target = directory.appendingPathComponent("one/two/three", isDirectory: true)
            try DataDirectory.prepare(target)
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory))
            #expect(isDirectory.boolValue)
            try DataDirectory.prepare(target)
        }
    }

    @Test func prepareReportsAParentThatIsAFile() async throws {
        try await withTemporaryDirectory { directory throws in
            let file = directory.appendingPathComponent("file")
            try Data("x".utf8).write(to: file)
            let target = file.appendingPathComponent("careers", isDirectory: true)
            #expect(throws: DataError.dataDirectoryUnusable(path: target.path, reason: "\(file.path) is not a directory")) {
                try DataDirectory.prepare(target)
            }
        }
    }

    @Test func prepareReportsAPathThatIsAFile() async throws {
        try await withTemporaryDirectory { directory throws in
            let file = directory.appendingPathComponent("file")
            try Data("x".utf8).write(to: file)
            #expect(throws: DataError.dataDirectoryUnusable(path: file.path, reason: "it is not a directory")) {
                try DataDirectory.prepare(file)
            }
        }
    }
}
