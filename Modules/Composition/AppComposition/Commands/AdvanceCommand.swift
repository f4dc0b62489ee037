import ArgumentParser
import DataManaging

/// `supersoccer advance`: plays match days of a career without the UI.
struct AdvanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "advance",
        abstract: "Play match days: supersoccer advance --career SLOT [--days N | --to-season-end] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "How many match days to play (default 1).")
    var days: Int?

    @Flag(name: .customLong("to-season-end"), help: "Play every match day left in the season.")
    var toSeasonEnd = false

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        if toSeasonEnd, days != nil { throw ValidationError("use either --days or --to-season-end, not both") }
        if let days, days < 1 { throw ValidationError("--days must be at least 1, not \(days)") }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let request: AdvanceRequest = toSeasonEnd ? .toSeasonEnd : .matchDays(days ?? 1)
        print(try await HeadlessSeason(matchDays: container.dataManager, league: container.dataManager)
            .advance(careerId: career, request, json: json))
    }
}
