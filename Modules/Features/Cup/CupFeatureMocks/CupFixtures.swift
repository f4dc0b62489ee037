import DataManaging
import GameModels

/// A cup two rounds in, the user's club through the first on penalties, as the Cup screen shows it.
public enum CupFixtures {
    public static func tie(_ id: String, round: Int, home: String, away: String, goals: (Int, Int)? = nil,
                           extraTime: Bool = false, penalties: (Int, Int)? = nil, neutral: Bool = false) -> CupTie {
        CupTie(id: id, year: 2026, round: round, homeTeamId: home, awayTeamId: away, homeTier: 4, awayTier: 2,
               neutralGround: neutral, homeGoals: goals?.0, awayGoals: goals?.1, extraTime: extraTime,
               homePenalties: penalties?.0, awayPenalties: penalties?.1)
    }

    public static let cup = CupSeason(
        name: "The Gravy Boat Cup", year: 2026, seasonLabel: "2026/27",
        rounds: [
            .init(number: 1, name: "Round 1", ties: [
                tie("a", round: 1, home: "team-1", away: "team-2", goals: (1, 1), extraTime: true, penalties: (4, 3)),
                tie("b", round: 1, home: "team-3", away: "team-4", goals: (0, 2)),
            ]),
            .init(number: 2, name: "Final", ties: [tie("c", round: 2, home: "team-4", away: "team-1", neutral: true)]),
        ],
        clubNames: ["team-1": "Crumpet Rovers", "team-2": "Real Muddyford", "team-3": "Sporting Wobbleton",
                    "team-4": "Owls"],
        userTeamId: "team-1")
}
