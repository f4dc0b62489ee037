import DataManaging
import SeasonEngine

/// `cup --json`: the season's cup, its ties round by round in `simulate --json`'s shape (`SimulatedCup.Tie`: goals
/// after extra time included, penalties apart, null for what is not known yet or did not happen).
struct CupListing: Encodable {
    struct Round: Encodable {
        let round: Int
        let name: String
        let ties: [SimulatedCup.Tie]
    }

    let name: String
    let year: Int
    let season: String
    let rounds: [Round]
    /// Null until the final is played.
    let winner: String?

    enum CodingKeys: String, CodingKey {
        case name, year, season, rounds, winner
    }

    init(_ cup: CupSeason) {
        name = cup.name
        year = cup.year
        season = cup.seasonLabel
        rounds = cup.rounds.map { round in
            Round(round: round.number, name: round.name, ties: round.ties.map { SimulatedCup.Tie($0, name: cup.name(of:)) })
        }
        winner = cup.winnerTeamId.map(cup.name(of:))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(year, forKey: .year)
        try container.encode(season, forKey: .season)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(winner, forKey: .winner)
    }
}
