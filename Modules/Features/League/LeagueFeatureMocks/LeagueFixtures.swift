import LeagueFeature

/// Sample League view models for view tests: a loaded division in each of the three views.
public enum LeagueFixtures {
    public static func header(mode: LeagueMode = .table, canSwitchDivision: Bool = true) -> LeagueHeaderViewModel {
        LeagueHeaderViewModel(
            divisionName: "The Custard Premiership", detail: "Tier 1 · The Grand Wobbly Pyramid · 2026/27",
            canSwitchDivision: canSwitchDivision,
            modes: LeagueMode.allCases.map {
                LeagueHeaderViewModel.ModeTab(key: String($0.shortcut), title: $0.title, isActive: $0 == mode)
            },
            legend: "* your club")
    }

    /// Table row `number` of a made-up division, "Club No<number>", points falling down the table.
    public static func standingsRow(_ number: Int, isUser: Bool = false) -> StandingsViewModel.Row {
        StandingsViewModel.Row(position: "\(number)", club: "Club No\(number)" + (isUser ? " *" : ""),
                               played: "10", won: "\(10 - number % 11)", drawn: "0", lost: "\(number % 11)",
                               goalsFor: "20", goalsAgainst: "\(10 + number)", goalDifference: "+\(10 - number)",
                               points: "\(3 * (10 - number % 11))", isUserClub: isUser)
    }

    /// Match `number` of a made-up match day, "Home No<number>  v  Away No<number>" until played.
    public static func fixtureRow(_ number: Int, played: Bool = true, isUser: Bool = false) -> FixturesViewModel.Row {
        FixturesViewModel.Row(home: "Home No\(number)" + (isUser ? " *" : ""), score: played ? "2–1" : "v",
                              away: "Away No\(number)", isUserMatch: isUser)
    }

    public static func scorerRow(_ number: Int, isUser: Bool = false) -> TopScorersViewModel.Row {
        TopScorersViewModel.Row(playerId: "player-\(number)", rank: "\(number)", player: "Striker No\(number)",
                                club: "Club No\(number)" + (isUser ? " *" : ""), goals: "\(30 - number)",
                                assists: "\(number % 7)", appearances: "12", isUserClub: isUser)
    }

    /// A loaded table of `rows` clubs, `selected` highlighted, the user's club at `userRow`.
    public static func table(rows: Int = 4, selected: Int? = 0, userRow: Int? = 0) -> LeagueViewModel {
        LeagueViewModel(isLoading: false, mode: .table, header: header(mode: .table),
                        content: .table(StandingsViewModel(
                            rows: (0..<rows).map { standingsRow($0 + 1, isUser: $0 == userRow) }, selectedRow: selected)))
    }

    /// A loaded match day of `rows` matches, the first `playedRows` played, the user's match at `userRow`.
    public static func fixtures(rows: Int = 3, playedRows: Int = 2, selected: Int? = 0, userRow: Int? = 1,
                                title: String = "Match day 3 · 2026-08-15") -> LeagueViewModel {
        LeagueViewModel(isLoading: false, mode: .fixtures, header: header(mode: .fixtures),
                        content: .fixtures(FixturesViewModel(
                            title: title,
                            rows: (0..<rows).map { fixtureRow($0 + 1, played: $0 < playedRows, isUser: $0 == userRow) },
                            selectedRow: selected)))
    }

    /// A loaded top-scorer list of `rows` players (none: the empty message).
    public static func scorers(rows: Int = 3, selected: Int? = 0, userRow: Int? = nil) -> LeagueViewModel {
        LeagueViewModel(isLoading: false, mode: .scorers, header: header(mode: .scorers),
                        content: .scorers(TopScorersViewModel(
                            rows: (0..<rows).map { scorerRow($0 + 1, isUser: $0 == userRow) },
                            selectedRow: rows == 0 ? nil : selected,
                            emptyMessage: rows == 0 ? "No goals yet this season." : nil)))
    }
}
