/// Every benchmark `ssbench` knows, in the order it runs them.
enum BenchmarkCatalog {
    static let all: [any Benchmark] = [SeasonBenchmark(), EngineBenchmark(), CareerBenchmark(), TransferBenchmark(), LiveMatchBenchmark(),
                                       SaveBenchmark(), AuditBenchmark()]

    static var names: [String] { all.map(\.name) }
}
