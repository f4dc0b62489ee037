/// A benchmark that could not measure: its setup failed or an operation it times went wrong.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
