import Foundation

/// One benchmark: measures its figures, each beside the baseline it is judged against, in one run.
/// Adding a benchmark is a type conforming to this and a line in `BenchmarkCatalog`.
protocol Benchmark: Sendable {
    /// The name `--only` selects it by.
    var name: String { get }
    func run(in context: BenchmarkContext) async throws -> [Figure]
}

/// What a benchmark is given: where the package is, a folder of its own, and how thorough to be.
struct BenchmarkContext: Sendable {
    let packageRoot: URL
    /// Empty, removed after the run.
    let workDirectory: URL
    let scale: RunScale
    /// Progress lines for the person waiting; never the results.
    let log: @Sendable (String) -> Void
}
