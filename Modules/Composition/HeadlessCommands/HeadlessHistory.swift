import DataManaging
import GameModels

/// `history`'s work, apart from argument parsing so tests can call it.
struct HeadlessHistory {
    let history: any HistoryDataManaging

    func history(careerId: String, json: Bool) async throws -> String {
        let record = try await CommandFailure.reporting { try await history.history(careerId: careerId) }
        if json { return try HeadlessJSON.encode(HistoryListing(record)) }
        guard !record.clubSeasons.isEmpty || !record.champions.isEmpty else {
            return "No finished season yet: \(record.clubName)'s history starts at the end of this one."
        }
        var lines = ["Champions"]
        lines += TextTable.render([["SEASON", "TIER", "CLUB", "PTS"]] + record.champions.map {
            [$0.seasonLabel, String($0.tier), $0.clubName, String($0.points)]
        }, rightAligned: [1, 3]).split(separator: "\n").map { "  " + $0 }
        lines.append("")
        lines.append(record.clubName)
        lines += TextTable.render([["SEASON", "TIER", "POS", "PTS", "MOVE", "TOP SCORER"]] + record.clubSeasons.map { season in
            [season.seasonLabel, String(season.tier), String(season.position), String(season.points),
             season.move ?? "", season.topScorer.map { "\($0) (\(season.topScorerGoals))" } ?? "–"]
        }, rightAligned: [1, 2, 3]).split(separator: "\n").map { "  " + $0 }
        if !record.cups.isEmpty {
            lines.append("")
            lines.append(CupNames.cup)
            lines += TextTable.render([["SEASON", "WINNER", "FINAL", "RUNNER-UP", "YOUR RUN"]] + record.cups.map {
                [$0.seasonLabel, $0.winner, $0.score, $0.runnerUp, $0.clubRun]
            }).split(separator: "\n").map { "  " + $0 }
        }
        lines.append("")
        lines.append("Records")
        lines += record.records.map { "  \($0.title): \($0.holder) (\($0.detail))" }
        return lines.joined(separator: "\n")
    }
}
