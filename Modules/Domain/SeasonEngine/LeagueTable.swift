import GameModels

/// League tables from results: three points a win, one a draw.
public enum LeagueTable {
    /// Standings from the played matches (unplayed ones, and those against clubs outside `teamIds`,
    /// ignored): points, goal difference, goals scored, then head to head among the clubs still level
    /// (points, goal difference, goals scored in the matches between them, applied again to any smaller
    /// group still level), then team id for a stable order. Every club in `teamIds` appears, even with
    /// no match.
    public static func standings(seasonId: String, teamIds: [String], matches: [Match]) -> [Standing] {
        var seen = Set<String>()
        let clubs = teamIds.filter { seen.insert($0).inserted }
        let played = matches.filter { $0.isPlayed && seen.contains($0.homeTeamId) && seen.contains($0.awayTeamId) }
        let records = records(of: clubs, matches: played, seasonId: seasonId)
        let order = rank(clubs, by: records) { level in
            headToHead(level, matches: played, seasonId: seasonId)
        }
        return order.enumerated().map { index, teamId in
            Standing(position: index + 1, record: records[teamId] ?? TeamStats(teamId: teamId, seasonId: seasonId))
        }
    }

    /// The order of clubs level on the whole table, by the mini-table of their matches against each other.
    private static func headToHead(_ level: [String], matches: [Match], seasonId: String) -> [String] {
        let group = Set(level)
        let mutual = matches.filter { group.contains($0.homeTeamId) && group.contains($0.awayTeamId) }
        let records = records(of: level, matches: mutual, seasonId: seasonId)
        return rank(level, by: records) { stillLevel in
            stillLevel.count < level.count
                ? headToHead(stillLevel, matches: matches, seasonId: seasonId)
                : stillLevel.sorted()
        }
    }

    /// Clubs by points, goal difference and goals scored; each run of clubs level on all three is
    /// ordered by `tieBreak`.
    private static func rank(_ teamIds: [String], by records: [String: TeamStats],
                             tieBreak: ([String]) -> [String]) -> [String] {
        func key(_ teamId: String) -> (Int, Int, Int) {
            let record = records[teamId]
            return (record?.points ?? 0, record?.goalDifference ?? 0, record?.goalsFor ?? 0)
        }
        let sorted = teamIds.sorted { key($0) > key($1) }
        var order: [String] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && key(sorted[end]) == key(sorted[start]) { end += 1 }
            let run = Array(sorted[start..<end])
            order += run.count > 1 ? tieBreak(run) : run
            start = end
        }
        return order
    }

    private static func records(of teamIds: [String], matches: [Match], seasonId: String) -> [String: TeamStats] {
        var tallies = Dictionary(uniqueKeysWithValues: teamIds.map { ($0, Tally()) })
        for match in matches {
            guard let homeGoals = match.homeGoals, let awayGoals = match.awayGoals else { continue }
            tallies[match.homeTeamId]?.add(scored: homeGoals, conceded: awayGoals)
            tallies[match.awayTeamId]?.add(scored: awayGoals, conceded: homeGoals)
        }
        return Dictionary(uniqueKeysWithValues: tallies.map { teamId, tally in
            (teamId, TeamStats(teamId: teamId, seasonId: seasonId, won: tally.won, drawn: tally.drawn,
                               lost: tally.lost, goalsFor: tally.goalsFor, goalsAgainst: tally.goalsAgainst))
        })
    }

    private struct Tally {
        var won = 0
        var drawn = 0
        var lost = 0
        var goalsFor = 0
        var goalsAgainst = 0

        mutating func add(scored: Int, conceded: Int) {
            if scored > conceded { won += 1 } else if scored == conceded { drawn += 1 } else { lost += 1 }
            goalsFor += scored
            goalsAgainst += conceded
        }
    }
}
