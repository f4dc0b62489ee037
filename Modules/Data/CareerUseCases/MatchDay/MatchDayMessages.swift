import DataManaging
import GameModels
import Persistence
import SeasonEngine

/// What a match day posts to the user's inbox, dated that day: his players injured in it, his expiring
/// contracts once the season's last match is played (before the review asks about them), and the
/// pyramid's silly events of the day, at the grounds of the clubs playing at home.
enum MatchDayMessages {
    struct Day {
        let matchDay: Int
        let date: GameDate
        let fixtures: [Match]
        /// The user's squad before the day, and every condition the day changed.
        let squad: [Player]
        let conditions: [String: PlayerCondition]
        let seasonOver: Bool
    }

    static func messages(_ day: Day, context: SeasonContext) -> [InboxDraft] {
        injuries(day, context: context) + (day.seasonOver ? expiringContracts(day, context: context) : [])
            + pyramidEvents(day, context: context)
    }

    private static func injuries(_ day: Day, context: SeasonContext) -> [InboxDraft] {
        let opponent = day.fixtures.first(where: context.involvesUser).map { match in
            context.clubName(match.homeTeamId == context.career.userTeamId ? match.awayTeamId : match.homeTeamId)
        }
        return day.squad.compactMap { player in
            guard let after = day.conditions[player.id],
                  after.injuryMatchDays > player.condition.injuryMatchDays else { return nil }
            let out = after.injuryMatchDays == 1 ? "the next match day" : "the next \(after.injuryMatchDays) match days"
            let against = opponent.map { " against \($0)" } ?? ""
            return InboxDraft(date: day.date, kind: .injury,
                              subject: "\(player.fullName) injured (out \(after.injuryMatchDays))",
                              body: "\(player.fullName) (\(player.position.rawValue)) was injured\(against) "
                                  + "and will miss \(out).",
                              playerId: player.id, teamId: context.career.userTeamId)
        }
    }

    private static func expiringContracts(_ day: Day, context: SeasonContext) -> [InboxDraft] {
        let expiring = day.squad.filter { $0.contract.endSeason <= context.season.year }
            .sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
        guard !expiring.isEmpty else { return [] }
        let names = expiring.map { "\($0.fullName) (\($0.position.rawValue), \($0.age), overall \($0.ratings.overall))" }
        let count = expiring.count == 1 ? "One contract ends" : "\(expiring.count) contracts end"
        return [InboxDraft(date: day.date, kind: .contract, subject: "\(count) with the \(context.season.label) season",
                           body: "Decide in the season review whether to renew or release: "
                               + names.joined(separator: "; ") + ".",
                           playerId: expiring.count == 1 ? expiring[0].id : nil, teamId: context.career.userTeamId)]
    }

    private static func pyramidEvents(_ day: Day, context: SeasonContext) -> [InboxDraft] {
        var hosts: [String: TeamInfo] = [:]
        for match in day.fixtures { hosts[match.homeTeamId] = context.info(match.homeTeamId) }
        return PyramidEventGenerator.events(worldSeed: context.career.worldSeed, seasonYear: context.season.year,
                                            seasonStart: context.startDate, matchDay: day.matchDay,
                                            clubs: hosts).map {
            InboxDraft(date: day.date, kind: .pyramid, subject: $0.subject, body: $0.body, teamId: $0.teamId)
        }
    }
}
