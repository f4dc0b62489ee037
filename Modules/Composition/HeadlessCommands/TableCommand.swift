import AppComposition
import ArgumentParser

/// `supersoccer table`: prints league tables of a career.
struct TableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Print league tables: supersoccer table --career SLOT [--season YYYY] [--division N] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "Only this division (1 is the top flight).")
    var division: Int?

    @Option(parsing: .unconditional, help: "The season that started in this year (default: the current one).")
    var season: Int?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessSeason(matchDays: container.dataManager, league: container.dataManager,
                                       history: container.dataManager)
            .table(careerId: career, season: season, division: division, json: json))
    }
}
