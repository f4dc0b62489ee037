import DataManaging

/// A command's one-line complaint; ArgumentParser prints it as `Error: …` and exits with 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Runs a headless command's data work; a data error becomes the command's one-line failure.
    static func reporting<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as DataError {
            throw CommandFailure(error.message)
        }
    }
}
