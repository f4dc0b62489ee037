import AppComposition
import ArgumentParser
import DataManaging

/// `supersoccer leaders`: the leaderboards of a season or of the whole career.
struct LeadersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaders",
        abstract: "Print leaderboards (goals, assists, rating, cards): supersoccer leaders --career SLOT "
            + "[--season YYYY | --all-time] [--division N] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "The season that started in this year (default: the current one).")
    var season: Int?

    @Flag(name: .customLong("all-time"), help: "Every season of the career together, every division together.")
    var allTime = false

    @Option(parsing: .unconditional, help: "Only this division (1 is the top flight).")
    var division: Int?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        if allTime, season != nil { throw ValidationError("use --season or --all-time, not both") }
        if allTime, division != nil { throw ValidationError("--all-time takes every division together: no --division") }
        if let division, division < 1 { throw ValidationError("--division must be 1 or more, not \(division)") }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessLeaders(league: container.dataManager)
            .leaders(careerId: career, scope: allTime ? .career : .season(year: season), division: division, json: json))
    }
}
