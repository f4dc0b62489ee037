import DataManaging
import GameModels
import GRDB
import Persistence

/// A career's record books and past tables, from the season archive (schema v3).
enum HistoryBuilder {
    static func history(in db: Database) throws -> CareerHistory {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let userTeamId = context.career.userTeamId
        let rows = try HistoryStore.championsAndSeasons(of: userTeamId, in: db)
        let champions = rows.filter { $0.position == 1 }.map {
            Champion(year: $0.year, tier: $0.tier, divisionName: $0.divisionName, clubName: $0.clubName,
                     points: $0.points)
        }
        let scorers = try HistoryStore.topScorers(teamId: userTeamId, in: db)
        let clubSeasons = rows.filter { $0.teamId == userTeamId }.map { row in
            let scorer = scorers[row.seasonId]
            return CareerHistory.ClubSeason(seasonLabel: label(row.year), tier: row.tier, divisionName: row.divisionName,
                                            position: row.position, points: row.points, topScorer: scorer?.name,
                                            topScorerGoals: scorer?.goals ?? 0,
                                            move: row.promoted.map { $0 ? "promoted" : "relegated" })
        }
        var records: [CareerHistory.Record] = []
        if let win = try HistoryStore.biggestWin(in: db) {
            let (home, away): (Int, Int) = (win["homeGoals"], win["awayGoals"])
            records.append(CareerHistory.Record(title: "Biggest win",
                                                holder: "\(win["home"] as String) \(home)–\(away) \(win["away"] as String)",
                                                detail: label(win["year"])))
        }
        let cups = try CupHistoryBuilder(in: db)
        if let killing = cups.biggestGiantKilling() { records.append(killing) }
        if let scorer = try HistoryStore.mostGoalsInASeason(in: db) {
            records.append(CareerHistory.Record(title: "Most goals in a season", holder: scorer["name"],
                                                detail: "\(scorer["goals"] as Int) in \(label(scorer["year"]))"))
        }
        if let player = try HistoryStore.mostAppearances(in: db) {
            let seasons: Int = player["seasons"]
            records.append(CareerHistory.Record(title: "Most appearances", holder: player["name"],
                                                detail: "\(player["appearances"] as Int) in \(seasons) "
                                                    + (seasons == 1 ? "season" : "seasons")))
        }
        return CareerHistory(clubName: context.clubName(userTeamId), champions: champions, clubSeasons: clubSeasons,
                             records: records, cups: cups.finals(userTeamId: userTeamId))
    }

    static func seasonTables(year: Int, in db: Database) throws -> SeasonTables {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let userTeamId = context.career.userTeamId
        if year == context.season.year {
            let overview = try LeagueOverviewBuilder.overview(in: db)
            return SeasonTables(seasonLabel: overview.seasonLabel, isFinished: overview.nextMatchDay == nil,
                                userTeamId: userTeamId, tables: overview.divisions.map(\.table))
        }
        let years = try HistoryStore.seasonYears(in: db)
        let rows = try HistoryStore.archivedStandings(year: year, in: db)
        guard !rows.isEmpty else {
            throw DataError.seasonNotFound(year: year, first: years.first ?? year, current: context.season.year)
        }
        let divisions = Dictionary(grouping: rows, by: \.divisionId)
        let tables = divisions.values.compactMap { rows -> DivisionTable? in
            guard let first = rows.first else { return nil }
            let division = Division(id: first.divisionId, leagueId: context.career.leagueId, name: first.divisionName,
                                    tier: first.tier)
            return DivisionTable(division: division, rows: rows.sorted { $0.position < $1.position }.map { row in
                TableRow(position: row.position, teamId: row.teamId, clubName: row.clubName, shortName: row.shortName,
                         played: row.won + row.drawn + row.lost, won: row.won, drawn: row.drawn, lost: row.lost,
                         goalsFor: row.goalsFor, goalsAgainst: row.goalsAgainst, points: row.points)
            })
        }.sorted { $0.division.tier < $1.division.tier }
        return SeasonTables(seasonLabel: label(year), isFinished: true, userTeamId: userTeamId, tables: tables)
    }

    private static func label(_ year: Int) -> String {
        Season(id: "", leagueId: "", year: year).label
    }
}
