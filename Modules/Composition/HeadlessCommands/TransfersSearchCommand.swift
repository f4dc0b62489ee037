import AppComposition
import ArgumentParser
import DataManaging
import GameModels

/// `supersoccer transfers [search]`: the transfer market of a career without the UI — a search with filters,
/// or the shortlist, the bids for the user's players, his own bids or this season's completed moves.
struct TransfersSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the transfer market: supersoccer transfers --career SLOT [filters] [--shortlist | --bids | --mine | --done [--offset K]] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(help: "Only this position: GK, DF, MF or FW.")
    var position: String?

    @Option(name: .customLong("min-age"), parsing: .unconditional, help: "Only players at least this old.")
    var minAge: Int?

    @Option(name: .customLong("max-age"), parsing: .unconditional, help: "Only players at most this old.")
    var maxAge: Int?

    @Option(name: .customLong("min-overall"), parsing: .unconditional, help: "Only players rated at least this.")
    var minOverall: Int?

    @Option(name: .customLong("max-value"), parsing: .unconditional, help: "Only players worth at most this (£).")
    var maxValue: Int?

    @Option(help: "Only players of clubs whose name contains this.")
    var club: String?

    @Option(parsing: .unconditional, help: "Only players of clubs in this tier (1 is the top flight).")
    var tier: Int?

    @Flag(name: .customLong("free-agents"), help: "Only free agents.")
    var freeAgents = false

    @Option(parsing: .unconditional, help: "At most this many players, or moves with --done (default 50).")
    var limit: Int?

    @Option(parsing: .unconditional, help: "With --done: start from the K-th newest move (default 0).")
    var offset: Int?

    @Flag(help: "List the shortlist instead of searching.")
    var shortlist = false

    @Flag(help: "List other clubs' bids for your players instead of searching.")
    var bids = false

    @Flag(help: "List your own bids of this season (an accepted fee waits for your contract offer).")
    var mine = false

    @Flag(help: "List this season's completed transfers instead of searching.")
    var done = false

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        if [shortlist, bids, mine, done].filter({ $0 }).count > 1 {
            throw ValidationError("use only one of --shortlist, --bids, --mine and --done")
        }
        if let offset {
            guard done else { throw ValidationError("--offset pages --done only") }
            guard offset >= 0 else { throw ValidationError("--offset must be 0 or more, not \(offset)") }
        }
        if done, let limit, !(1...TransferPage.maximumLimit).contains(limit) {
            throw ValidationError("--limit must be 1–\(TransferPage.maximumLimit) with --done, not \(limit)")
        }
        _ = try query()
    }

    /// The search the options ask for; one line for each option out of range.
    func query() throws -> MarketQuery {
        let ages = 0...100
        for (name, value, range) in [("--min-age", minAge, ages), ("--max-age", maxAge, ages),
                                     ("--min-overall", minOverall, 1...99), ("--max-value", maxValue, 0...Int.max),
                                     ("--tier", tier, 1...100), ("--limit", limit, 1...10_000)] {
            if let value, !range.contains(value) {
                throw ValidationError("\(name) must be \(range.lowerBound)–\(range.upperBound), not \(value)")
            }
        }
        let lowest = minAge ?? ages.lowerBound
        let highest = maxAge ?? ages.upperBound
        guard lowest <= highest else { throw ValidationError("--min-age \(lowest) is above --max-age \(highest)") }
        let chosen = try position.map { raw in
            guard let position = Position(rawValue: raw.uppercased()) else {
                throw ValidationError("--position must be GK, DF, MF or FW, not '\(raw)'")
            }
            return position
        }
        return MarketQuery(position: chosen, ages: minAge == nil && maxAge == nil ? nil : lowest...highest,
                           minimumOverall: minOverall, maximumValue: maxValue, club: club, tier: tier,
                           freeAgentsOnly: freeAgents, limit: limit ?? MarketQuery().limit)
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let headless = HeadlessTransfers(transfers: container.dataManager)
        let list: HeadlessTransfers.List = shortlist ? .shortlist : bids ? .bids : mine ? .mine : done ? .done
            : .search(try query())
        PrintableOutput.print(try await headless.list(list, careerId: career, json: json, offset: offset ?? 0,
                                      limit: limit ?? HeadlessTransfers.defaultLimit))
    }
}
