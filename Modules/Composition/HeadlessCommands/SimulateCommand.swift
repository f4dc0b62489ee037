import ArgumentParser

/// `supersoccer simulate`: whole seasons of a fresh world, no career, for checking how results look.
struct SimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate seasons of a fresh world: supersoccer simulate --seed S --seasons N [--json]"
    )

    @Option(parsing: .unconditional, help: "World seed.")
    var seed: UInt64

    @Option(parsing: .unconditional, help: "How many seasons (1–\(HeadlessSimulation.maximumSeasons)).")
    var seasons: Int

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        guard (1...HeadlessSimulation.maximumSeasons).contains(seasons) else {
            throw ValidationError("--seasons must be between 1 and \(HeadlessSimulation.maximumSeasons), not \(seasons)")
        }
    }

    func run() async throws {
        PrintableOutput.print(try HeadlessSimulation.run(seed: seed, seasons: seasons, json: json, progress: .standardError))
    }
}
