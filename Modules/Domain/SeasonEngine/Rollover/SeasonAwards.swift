import GameModels

/// The season's awards of each division: top scorer, player of the season (best average rating over at
/// least half the division's rounds) and young player (21 or under, over at least a quarter of them).
public enum SeasonAwards {
    public static let youngAge = 21

    /// Whether a player's average rating counts: he played at least half of his division's `rounds` (and once).
    public static func isRegular(_ line: PlayerSeasonLine, rounds: Int) -> Bool {
        line.appearances * 2 >= rounds && line.appearances > 0
    }

    public static func awards(divisions: [Division], teams: [Team], players: [Player],
                              lines: [PlayerSeasonLine], standings: [String: [Standing]]) -> [SeasonAward] {
        let divisionOfTeam = Dictionary(teams.map { ($0.id, $0.divisionId) }, uniquingKeysWith: { first, _ in first })
        let ages = Dictionary(players.map { ($0.id, $0.age) }, uniquingKeysWith: { first, _ in first })
        let byDivision = Dictionary(grouping: lines) { divisionOfTeam[$0.teamId] ?? "" }
        return divisions.sorted { $0.tier < $1.tier }.flatMap { division -> [SeasonAward] in
            let candidates = byDivision[division.id] ?? []
            let rounds = (standings[division.id] ?? []).map(\.record.played).max() ?? 0
            func award(_ kind: SeasonAward.Kind, _ line: PlayerSeasonLine?, _ value: (PlayerSeasonLine) -> Double)
                -> SeasonAward? {
                line.map { SeasonAward(kind: kind, divisionId: division.id, playerId: $0.playerId, teamId: $0.teamId,
                                       value: value($0)) }
            }
            // Ties go to fewer appearances, then to the player id, so the result never depends on order.
            let scorer = candidates.filter { $0.goals > 0 }.max {
                ($0.goals, -$0.appearances, $1.playerId) < ($1.goals, -$1.appearances, $0.playerId)
            }
            func best(_ eligible: [PlayerSeasonLine]) -> PlayerSeasonLine? {
                eligible.max { ($0.averageRating, $1.playerId) < ($1.averageRating, $0.playerId) }
            }
            let regular = candidates.filter { isRegular($0, rounds: rounds) }
            let young = candidates.filter {
                $0.appearances * 4 >= rounds && $0.appearances > 0 && (ages[$0.playerId] ?? Int.max) <= youngAge
            }
            return [award(.topScorer, scorer) { Double($0.goals) },
                    award(.playerOfTheSeason, best(regular), \.averageRating),
                    award(.youngPlayer, best(young), \.averageRating)].compactMap { $0 }
        }
    }
}
