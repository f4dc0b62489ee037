import PlayerFeature

/// Sample Player view models for view tests: a loaded profile with a career of any length.
public enum PlayerFixtures {
    public static let header = PlayerHeaderViewModel(name: "Ivy Nutmeg", position: "Midfielder (MF)", age: "23",
                                                     club: "Crumpet Rovers · The Custard Premiership")

    public static let contract = PlayerContractViewModel(wage: "£12.0k/wk", endSeason: "2028/29")

    public static let condition = PlayerConditionViewModel(fitnessLevel: 86, fitness: "86", availability: .injured,
                                                           status: "Injured: out for 3 match days")

    public static let ratings = PlayerRatingsViewModel(
        overall: .init(label: "Overall", value: "72", level: 72),
        attributes: [("Pace", 70), ("Shooting", 78), ("Passing", 81), ("Dribbling", 66), ("Defending", 30),
                     ("Physical", 64), ("Goalkeeping", 20)]
            .map { PlayerRatingsViewModel.Rating(label: $0.0, value: "\($0.1)", level: $0.1) })

    public static let thisSeason = PlayerSeasonViewModel(season: "2026/27", appearances: "12", goals: "5",
                                                         assists: "3", yellowCards: "2", redCards: "0",
                                                         averageRating: "7.1")

    /// Career row `number` (1 is the newest season, 2026/27, and so back).
    public static func careerRow(_ number: Int) -> PlayerCareerViewModel.Row {
        let year = 2027 - number
        let next = (year + 1) % 100
        return .init(season: "\(year)/\(next < 10 ? "0" : "")\(next)", club: "Crumpet Rovers",
                     appearances: "\(30 + number)", goals: "\(number)", assists: "\(number % 4)",
                     averageRating: "6.\(number % 10)")
    }

    public static func career(seasons: Int) -> PlayerCareerViewModel {
        PlayerCareerViewModel(rows: (0..<seasons).map { careerRow($0 + 1) },
                              totals: .init(season: "Total", club: "\(seasons) season\(seasons == 1 ? "" : "s")",
                                            appearances: "999", goals: "77", assists: "55", averageRating: "6.8"))
    }

    public static func profile(seasons: Int = 1) -> PlayerProfileViewModel {
        PlayerProfileViewModel(header: header, contract: contract, condition: condition, ratings: ratings,
                               thisSeason: thisSeason, career: career(seasons: seasons))
    }

    /// A loaded profile with `seasons` career rows, scrolled to `scrollOffset`.
    public static func loaded(seasons: Int = 1, scrollOffset: Int = 0, canDecideContract: Bool = false,
                              prompt: PlayerPromptViewModel? = nil) -> PlayerViewModel {
        PlayerViewModel(title: header.name, isLoading: false, profile: profile(seasons: seasons),
                        scrollOffset: scrollOffset, canDecideContract: canDecideContract, prompt: prompt)
    }
}
