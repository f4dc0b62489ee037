import Foundation
import SeasonEngine
import WorldGenerator

/// `simulate`'s work: generate the world of `seed`, play `seasons` seasons and report the figures.
enum HeadlessSimulation {
    /// A season takes a fraction of a second; more than this is a typo rather than a study.
    static let maximumSeasons = 500

    static func run(seed: UInt64, seasons: Int, json: Bool, progress: ProgressLine = .silent) throws -> String {
        progress.show("simulate: generating world \(seed)…")
        let summary = SeasonSimulation.simulate(world: WorldGenerator().generate(seed: seed), seasons: seasons,
                                                seed: seed) { season in
            progress.show("simulate: season \(season.number) of \(seasons) played")
        }
        progress.clear()
        return json ? try HeadlessJSON.encode(summary) : text(of: summary)
    }

    private static func text(of summary: SimulationSummary) -> String {
        let percent = { (share: Double) in String(format: "%.1f %%", share * 100) }
        let decimals = { (value: Double) in String(format: "%.2f", value) }
        var lines = [
            "World \(summary.seed): \(summary.seasons) season\(summary.seasons == 1 ? "" : "s"), \(summary.matches) matches",
            "Goals per match   \(decimals(summary.goalsPerMatch))  (home \(decimals(summary.homeGoalsPerMatch)), away \(decimals(summary.awayGoalsPerMatch)))",
            "Home / draw / away  \(percent(summary.homeWinShare)) / \(percent(summary.drawShare)) / \(percent(summary.awayWinShare))",
            "Most common scorelines:",
        ]
        lines += summary.scorelines.prefix(8).map { "  \($0.home)–\($0.away)  \(percent($0.share))" }
        lines.append("Champions' points by season and division:")
        let bySeason = Dictionary(grouping: summary.tables, by: \.season)
        for season in bySeason.keys.sorted() {
            let tables = (bySeason[season] ?? []).sorted { $0.division < $1.division }
            let cells = tables.map { "div \($0.division): \($0.points.first ?? 0)" }
            lines.append("  season \(season)  " + cells.joined(separator: "  "))
        }
        lines += SimulationTransfersText.lines(summary.transfers)
        lines += SimulationFinancesText.lines(summary.finances)
        lines += SimulationMatchStatsText.lines(summary.matchStats)
        lines += SimulationCupText.lines(summary.cups)
        return lines.joined(separator: "\n")
    }
}
