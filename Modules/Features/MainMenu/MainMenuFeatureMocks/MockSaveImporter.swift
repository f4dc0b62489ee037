import MainMenuFeature

/// A save importer that answers with a result the test sets and records every path it was given.
@MainActor
public final class MockSaveImporter: SaveImporting {
    /// What `importSave(atPath:)` answers.
    public var result: Result<String, SaveImportFailure> = .success("imported")
    public private(set) var paths: [String] = []

    public init() {}

    public func importSave(atPath path: String) async -> Result<String, SaveImportFailure> {
        paths.append(path)
        return result
    }
}
