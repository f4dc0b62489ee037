/// Why an import was refused, already worded for the player as one line.
public struct SaveImportFailure: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
