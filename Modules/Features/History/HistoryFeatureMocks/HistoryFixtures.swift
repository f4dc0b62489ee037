import DataManaging

/// A career two seasons in, as the History screen shows it.
public enum HistoryFixtures {
    public static let history = CareerHistory(
        clubName: "Crumpet Rovers",
        champions: [
            .init(year: 2026, tier: 1, divisionName: "The Custard Premiership", clubName: "Real Muddyford",
                  points: 81),
            .init(year: 2027, tier: 1, divisionName: "The Custard Premiership", clubName: "Crumpet Rovers",
                  points: 84),
        ],
        clubSeasons: [
            .init(seasonLabel: "2026/27", tier: 1, divisionName: "The Custard Premiership", position: 4, points: 62,
                  topScorer: "Percy Pumpernickel", topScorerGoals: 14, move: nil),
            .init(seasonLabel: "2027/28", tier: 1, divisionName: "The Custard Premiership", position: 1, points: 84,
                  topScorer: nil, topScorerGoals: 0, move: nil),
        ],
        records: [.init(title: "Biggest win", holder: "Crumpet Rovers 7–0 Sporting Wobbleton", detail: "2027/28")],
        cups: [
            .init(seasonLabel: "2026/27", winner: "Real Muddyford", runnerUp: "Owls", score: "2–1", clubRun: "Round 3"),
            .init(seasonLabel: "2027/28", winner: "Crumpet Rovers", runnerUp: "Real Muddyford",
                  score: "1–1 after extra time, 4–3 on penalties", clubRun: "Winners"),
        ])
}
