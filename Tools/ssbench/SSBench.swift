import ArgumentParser
import Foundation

/// `ssbench`: speed figures, each beside a baseline measured in the same run (ARCHITECTURE.md §10).
@main
struct SSBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ssbench",
        abstract: "Measure SuperSoccer's speed against baselines; run with `swift run -c release ssbench`.",
        discussion: """
        Each figure is the median of several rounds, measured beside its baseline in the same rounds. \
        The table goes to stdout, progress to stderr, and the results as JSON to --json. \
        Exit status: 0 when the run completed (whether or not every target was met), 1 when a benchmark could not run.
        """
    )

    @Option(help: "The package whose audit is measured.")
    var packagePath: String = "."

    @Option(help: "Where to write the results as JSON.")
    var json: String = ".build/ssbench.json"

    @Flag(help: "A fast smoke run: fewer rounds and smaller inputs; the figures are rough.")
    var quick = false

    @Option(help: "Run only this benchmark: \(BenchmarkCatalog.names.joined(separator: ", ")).")
    var only: String?

    @Option(help: "Measured rounds per figure (default 15, or 3 with --quick).")
    var repetitions: Int?

    func validate() throws {
        if let only, !BenchmarkCatalog.names.contains(only) {
            throw ValidationError("--only must be one of: \(BenchmarkCatalog.names.joined(separator: ", "))")
        }
        if let repetitions, repetitions < 1 {
            throw ValidationError("--repetitions must be at least 1")
        }
    }

    func run() async throws {
        let started = Date()
        let scale = RunScale(quick: quick, repetitions: repetitions)
        let packageRoot = URL(fileURLWithPath: packagePath).standardizedFileURL
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ssbench-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: workDirectory) }

        var figures: [Figure] = []
        for benchmark in BenchmarkCatalog.all where only == nil || benchmark.name == only {
            let folder = workDirectory.appendingPathComponent(benchmark.name, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let context = BenchmarkContext(packageRoot: packageRoot, workDirectory: folder, scale: scale,
                                           log: Self.log)
            do {
                figures += try await benchmark.run(in: context)
            } catch {
                throw BenchmarkError("\(benchmark.name): \(error)")
            }
        }

        print(ResultsTable.render(figures), terminator: "")
        let results = ResultsJSON(figures: figures, machine: .current(), scale: scale, date: started)
        let output = URL(fileURLWithPath: json)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try results.encoded().write(to: output)
        Self.log("wrote \(output.path)")
    }

    @Sendable static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
