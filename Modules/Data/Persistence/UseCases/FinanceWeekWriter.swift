import Economy
import GameModels
import GRDB

/// Moves every club's money for one match day — one week — inside the match day's transaction: the sponsor's
/// and the television's weekly shares, the gate of a home match (crowds from the table before the day — by
/// points, goal difference and goals — and the club's form), the wage bill and the running costs (`ClubWeek`).
/// The user's club's week is kept row by row for its Finances screen.
enum FinanceWeekWriter {
    static func record(matchDay: Int, fixtures: [Match], squads: [String: [Player]], context: SeasonContext,
                       in db: Database) throws {
        let season = context.season
        let positions = try FinanceStore.tablePositions(seasonId: season.id, in: db)
        // Form counts a club's last five results: the last eight match days hold them (a club rests on some).
        let recent = try FinanceStore.playedMatches(seasonId: season.id, after: matchDay - 8, in: db)
            .map(MatchTransformer.model(from:))
        let clubs = Dictionary(grouping: context.teams, by: \.divisionId).mapValues(\.count)
        let homeMatches = Dictionary(fixtures.map { ($0.homeTeamId, $0) }, uniquingKeysWith: { first, _ in first })
        let userTeamId = context.career.userTeamId
        for team in context.teams {
            let tier = context.tier(ofDivision: team.divisionId)
            let size = clubs[team.divisionId] ?? 1
            let home = homeMatches[team.id].map { match in
                HomeMatch(tier: tier,
                          capacity: StadiumCapacity.of(teamId: team.id, tier: tier, worldSeed: context.career.worldSeed),
                          clubs: size, position: positions[team.id] ?? size,
                          opponentPosition: positions[match.awayTeamId] ?? size,
                          form: Form.recent(teamId: team.id, matches: recent))
            }
            let movements = ClubWeek.movements(tier: tier, wageBill: ClubWeek.wageBill(of: squads[team.id] ?? []),
                                               homeMatch: home)
            for movement in movements {
                try FinanceStore.add(teamId: team.id, seasonId: season.id, kind: movement.kind.rawValue,
                                     amount: movement.amount, signed: movement.signedAmount, in: db)
            }
            if team.id == userTeamId {
                try FinanceStore.recordUserWeek(
                    movements.map { MoneyMovementRecord(seasonId: season.id, matchDay: matchDay,
                                                        kind: $0.kind.rawValue, amount: $0.amount) },
                    balance: FinanceWeekRecord(seasonId: season.id, matchDay: matchDay,
                                               balance: try FinanceStore.balance(teamId: team.id, in: db)),
                    in: db)
            }
        }
    }

    /// Closes every club's season once its archive is written: the prize for its final place and what it invests
    /// of a surplus, from its balance and the season's income from its weeks (fees apart), as `simulate` books them.
    static func closeSeason(standings: [String: [Standing]], context: SeasonContext, in db: Database) throws {
        for (divisionId, table) in standings {
            let tier = context.tier(ofDivision: divisionId)
            for standing in table {
                let revenue = try FinanceStore.seasonTotals(teamId: standing.teamId, seasonId: context.season.id, in: db)
                    .filter { MoneyKind(rawValue: $0.kind).map { $0.isIncome && !$0.isOccasional } ?? false }
                    .reduce(0) { $0 + $1.amount }
                let movements = SeasonEndMoney.movements(
                    tier: tier, position: standing.position, clubs: table.count,
                    balance: try FinanceStore.balance(teamId: standing.teamId, in: db), revenue: revenue)
                for movement in movements {
                    try FinanceStore.add(teamId: standing.teamId, seasonId: context.season.id,
                                         kind: movement.kind.rawValue, amount: movement.amount,
                                         signed: movement.signedAmount, in: db)
                }
            }
        }
    }
}
