/// A save operation on a career that failed; `message` is one line, fit to show as is.
public struct CareerSaveError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
