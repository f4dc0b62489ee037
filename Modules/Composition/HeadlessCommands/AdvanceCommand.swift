import AppComposition
import ArgumentParser
import DataManaging

/// `supersoccer advance`: plays match days of a career without the UI.
struct AdvanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "advance",
        abstract: "Play match days: supersoccer advance --career SLOT [--days N | --to-season-end | --seasons N | "
            + "--until-news] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "How many match days to play (default 1).")
    var days: Int?

    @Flag(name: .customLong("to-season-end"),
          help: "Play every match day left in the season (at a season's end: the whole next season).")
    var toSeasonEnd = false

    @Option(parsing: .unconditional,
            help: "Play whole seasons, each to its end and into the next (the assistant renews contracts).")
    var seasons: Int?

    @Flag(name: .customLong("until-news"),
          help: "Play match days until something needs you (a bid, a job offer, the board's verdict, an injury, the season's end) and say what.")
    var untilNews = false

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        if [days != nil, toSeasonEnd, seasons != nil, untilNews].filter({ $0 }).count > 1 {
            throw ValidationError("use only one of --days, --to-season-end, --seasons and --until-news")
        }
        if let days, days < 1 { throw ValidationError("--days must be at least 1, not \(days)") }
        if let seasons, !(1...HeadlessSimulation.maximumSeasons).contains(seasons) {
            throw ValidationError("--seasons must be 1–\(HeadlessSimulation.maximumSeasons), not \(seasons)")
        }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let request: AdvanceRequest = untilNews ? .untilNews : toSeasonEnd ? .toSeasonEnd
            : seasons.map { .seasons($0) } ?? .matchDays(days ?? 1)
        PrintableOutput.print(try await HeadlessSeason(matchDays: container.dataManager, league: container.dataManager,
                                       history: container.dataManager)
            .advance(careerId: career, request, json: json, progress: .standardError))
    }
}
