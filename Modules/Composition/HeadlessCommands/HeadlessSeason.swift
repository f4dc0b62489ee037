import DataManaging

/// The headless season commands' work (`advance`, `table`), apart from argument parsing so tests can call it.
struct HeadlessSeason {
    let matchDays: any MatchDayDataManaging
    let league: any LeagueDataManaging
    let history: any HistoryDataManaging

    func advance(careerId: String, _ request: AdvanceRequest, json: Bool,
                 progress: ProgressLine = .silent) async throws -> String {
        let result = try await played(careerId: careerId, request, progress: progress)
        if json { return try HeadlessJSON.encode(AdvanceListing(result)) }
        let club = result.summary.clubName
        let lines = result.days.flatMap { day -> [String] in
            let heading = "Match day \(day.matchDay) · \(day.date)"
            guard day.playedLeague else {
                return ["Midweek after match day \(day.matchDay) · \(day.date): cup "
                        + (day.cupResult.map(Self.text(of:)) ?? "round played")]
            }
            let cup = day.cupResult.map { ["  midweek, cup \(Self.text(of: $0))"] } ?? []
            guard let fixture = day.userResult, let home = fixture.homeGoals, let away = fixture.awayGoals else {
                return ["\(heading): no match for \(club)"] + cup
            }
            let userGoals = fixture.homeTeamId == result.summary.teamId ? home : away
            let otherGoals = fixture.homeTeamId == result.summary.teamId ? away : home
            let outcome = userGoals > otherGoals ? "W" : userGoals == otherGoals ? "D" : "L"
            return ["\(heading): \(fixture.homeName) \(home)–\(away) \(fixture.awayName) (\(outcome))"] + cup
        }
        let ends = result.seasonEnds.map(Self.text(of:))
        let closing = result.seasonOver
            ? "The \(result.summary.seasonLabel) season is over."
            : "\(club) · \(result.summary.seasonLabel) · \(result.summary.date)"
        let news = result.news.isEmpty ? [] : ["Stopped for: " + result.news.joined(separator: "; ")]
        return (lines + ends + news + [closing]).joined(separator: "\n")
    }

    /// Plays `request`; several seasons are played one at a time, each its own call (and its own season ends, as
    /// one call would play them), so the progress line can count them.
    private func played(careerId: String, _ request: AdvanceRequest,
                        progress: ProgressLine) async throws -> AdvanceResult {
        guard case .seasons(let count) = request, count > 1 else {
            return try await CommandFailure.reporting { try await matchDays.advance(careerId: careerId, request) }
        }
        let oneSeason = { (season: Int) async throws -> AdvanceResult in
            progress.show("advance: season \(season) of \(count)…")
            return try await CommandFailure.reporting { try await matchDays.advance(careerId: careerId, .seasons(1)) }
        }
        var played = try await oneSeason(1)
        for season in 2...count {
            let result = try await oneSeason(season)
            played = AdvanceResult(days: played.days + result.days, seasonEnds: played.seasonEnds + result.seasonEnds,
                                   seasonOver: result.seasonOver, summary: result.summary)
        }
        progress.clear()
        return played
    }

    /// A season's end in a few lines: the champions, the user's finish and his squad's comings and goings.
    /// "Round 2: Owls 1–1 Rovers, after extra time, 4–2 on penalties (out)".
    static func text(of cup: AdvanceResult.CupResult) -> String {
        let tie = cup.tie
        return "\(cup.roundName): \(cup.homeName) \(tie.homeGoals ?? 0)–\(tie.awayGoals ?? 0) \(cup.awayName)"
            + (tie.settlement.map { ", " + $0 } ?? "") + (cup.wentThrough ? " (through)" : " (out)")
    }

    private static func text(of end: SeasonEndSummary) -> String {
        let champions = end.champions.map { "\($0.divisionName): \($0.clubName)" }.joined(separator: "; ")
        var lines = ["End of \(end.finishedSeasonLabel) — champions: \(champions)",
                     "  \(end.userFinishedDivision): finished \(end.userPosition)"
                        + (end.userNewDivision == end.userFinishedDivision ? "" : ", now in \(end.userNewDivision)")]
        for (label, names) in [("retired", end.userRetired), ("youth intake", end.userYouthIntake),
                               ("released", end.userReleased), ("renewed", end.userRenewed),
                               ("signed", end.userSigned), ("left", end.userLeft)] where !names.isEmpty {
            lines.append("  \(label): " + names.joined(separator: ", "))
        }
        lines.append("Season \(end.newSeasonLabel) begins.")
        return lines.joined(separator: "\n")
    }

    /// Every division's table, or the one of tier `division`, of the current season or of the one that
    /// started in `season`.
    func table(careerId: String, season: Int? = nil, division: Int?, json: Bool) async throws -> String {
        let seasonTables: SeasonTables
        if let season {
            seasonTables = try await CommandFailure.reporting { try await history.seasonTables(careerId: careerId, year: season) }
        } else {
            let overview = try await CommandFailure.reporting { try await league.leagueOverview(careerId: careerId) }
            seasonTables = SeasonTables(seasonLabel: overview.seasonLabel, isFinished: overview.nextMatchDay == nil,
                                        userTeamId: overview.userTeamId, tables: overview.divisions.map(\.table))
        }
        var tables = seasonTables.tables
        if let division {
            let tiers = tables.map { $0.division.tier }
            guard let match = tables.first(where: { $0.division.tier == division }) else {
                let range = tiers.isEmpty ? "none" : "\(tiers.min() ?? 0)–\(tiers.max() ?? 0)"
                throw CommandFailure("no division \(division): this pyramid has divisions \(range)")
            }
            tables = [match]
        }
        if json {
            let listings = tables.map(TableListing.init)
            return division == nil ? try HeadlessJSON.encode(listings) : try HeadlessJSON.encode(listings[0])
        }
        return tables.map { text(of: $0, season: seasonTables.seasonLabel, userTeamId: seasonTables.userTeamId) }
            .joined(separator: "\n\n")
    }

    private func text(of table: DivisionTable, season: String, userTeamId: String) -> String {
        let header = ["POS", "CLUB", "P", "W", "D", "L", "GF", "GA", "GD", "PTS"]
        let rows = table.rows.map { row in
            [String(row.position), row.teamId == userTeamId ? "\(row.clubName) *" : row.clubName,
             String(row.played), String(row.won), String(row.drawn), String(row.lost), String(row.goalsFor),
             String(row.goalsAgainst), row.goalDifference > 0 ? "+\(row.goalDifference)" : String(row.goalDifference),
             String(row.points)]
        }
        let title = "\(table.division.name) (division \(table.division.tier)) · \(season)"
        return title + "\n" + TextTable.render([header] + rows, rightAligned: Set([0] + Array(2...9)))
    }
}
