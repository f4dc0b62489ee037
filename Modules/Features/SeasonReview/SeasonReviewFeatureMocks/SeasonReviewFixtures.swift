import DataManaging

/// A season's end as the Season Review shows it.
public enum SeasonReviewFixtures {
    public static let summary = SeasonEndSummary(
        finishedSeasonLabel: "2026/27", newSeasonLabel: "2027/28",
        champions: [.init(year: 2026, tier: 1, divisionName: "The Custard Premiership", clubName: "Crumpet Rovers",
                          points: 81),
                    .init(year: 2026, tier: 2, divisionName: "The Gravy Championship", clubName: "Real Muddyford",
                          points: 88)],
        promoted: ["Real Muddyford"], relegated: ["Sporting Wobbleton"],
        awards: [.init(title: "Top scorer", tier: 1, playerId: "player-13", playerName: "Player No13",
                       clubName: "Crumpet Rovers", value: 21),
                 .init(title: "Player of the season", tier: 1, playerId: "player-11", playerName: "Player No11",
                       clubName: "Crumpet Rovers", value: 7.46)],
        userPosition: 1, userFinishedDivision: "The Custard Premiership", userNewDivision: "The Custard Premiership",
        userRetired: ["Player No16 (36)"], userYouthIntake: ["Young Gun (16, FW)"], userReleased: ["Player No15"],
        userRenewed: ["Player No14"], userSigned: [],
        cup: .init(seasonLabel: "2026/27", winner: "Real Muddyford", runnerUp: "Owls", score: "1–1 after extra time, 4–3 on penalties",
                   clubRun: "Quarter-finals"))
}
