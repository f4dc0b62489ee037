/// A command's one-line complaint; ArgumentParser prints it as `Error: …` and exits with 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
