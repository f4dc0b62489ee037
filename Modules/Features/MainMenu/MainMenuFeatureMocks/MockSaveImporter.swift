import MainMenuFeature

/// A save importer that answers with the results the test sets and records every request.
@MainActor
public final class MockSaveImporter: SaveImporting {
    public struct Request: Equatable, Sendable {
        public let path: String
        public let slot: String?
        public let replacing: Bool

        public init(path: String, slot: String? = nil, replacing: Bool = false) {
            self.path = path
            self.slot = slot
            self.replacing = replacing
        }
    }

    /// What `importSave` answers when `results` is empty.
    public var result: Result<String, SaveImportFailure> = .success("imported")
    /// Answers for the next calls, first one first; `result` takes over once they are used up.
    public var results: [Result<String, SaveImportFailure>] = []
    public private(set) var requests: [Request] = []
    public var paths: [String] { requests.map(\.path) }

    public init() {}

    public func importSave(atPath path: String, as slot: String?, replacing: Bool) async
        -> Result<String, SaveImportFailure> {
        requests.append(Request(path: path, slot: slot, replacing: replacing))
        return results.isEmpty ? result : results.removeFirst()
    }
}
