import DataManaging
import GameModels

/// `cup`'s work, apart from argument parsing so tests can call it: every round drawn so far, each tie with its
/// result ("after extra time", "4–3 on penalties"), the user's club marked.
struct HeadlessCup {
    let cups: any CupDataManaging

    func cup(careerId: String, year: Int?, json: Bool) async throws -> String {
        let cup = try await CommandFailure.reporting { try await cups.cup(careerId: careerId, year: year) }
        if json { return try HeadlessJSON.encode(CupListing(cup)) }
        var lines = ["\(cup.name) \(cup.seasonLabel)"]
        guard !cup.rounds.isEmpty else {
            return (lines + ["  No round drawn yet: the draw is made before the first round."]).joined(separator: "\n")
        }
        for round in cup.rounds {
            lines.append("")
            lines.append(round.name)
            lines += TextTable.render(round.ties.map { tie in
                let mark = tie.teamIds.contains(cup.userTeamId) ? "*" : ""
                return [mark, "\(cup.name(of: tie.homeTeamId)) (\(tie.homeTier))", Self.score(tie),
                        "\(cup.name(of: tie.awayTeamId)) (\(tie.awayTier))", Self.settled(tie, in: cup)]
            }, rightAligned: [1]).split(separator: "\n").map { "  " + $0 }
        }
        if let winner = cup.winnerTeamId { lines += ["", "Winner: \(cup.name(of: winner))"] }
        return lines.joined(separator: "\n")
    }

    static func score(_ tie: CupTie) -> String {
        guard let home = tie.homeGoals, let away = tie.awayGoals else { return "v" }
        return "\(home)–\(away)"
    }

    /// How a played tie was settled, and who went through a shootout.
    static func settled(_ tie: CupTie, in cup: CupSeason) -> String {
        guard tie.isPlayed else { return tie.neutralGround ? "neutral ground" : "" }
        let through = tie.shootoutScore == nil ? "" : tie.winnerTeamId.map { ": \(cup.name(of: $0)) through" } ?? ""
        return (tie.settlement ?? "") + through
    }
}
