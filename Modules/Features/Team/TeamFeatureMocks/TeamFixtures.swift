import TeamFeature

/// Sample Team view models for view tests: a loaded club with a squad of any size.
public enum TeamFixtures {
    public static let header = TeamHeaderViewModel(
        clubName: "Crumpet Rovers", shortName: "CRU", city: "Crumpetford", stadium: "The Toast Rack",
        divisionName: "The Custard Premiership", tier: "Tier 1", founded: "1887", budget: "£5.0M",
        coachName: "Ada Whistle",
        squadSummary: SquadSummaryViewModel(playerCount: "4", averageAge: "25.5", averageOverall: "67.8",
                                             weeklyWageBill: "£29.5k/wk"))

    /// Row `number` of a made-up squad, "Player No<number>", a forward.
    public static func row(_ number: Int) -> SquadTableViewModel.Row {
        SquadTableViewModel.Row(playerId: "player-\(number)", name: "Player No\(number)", position: "FW",
                                age: "\(18 + number % 17)", overall: "\(60 + number % 30)",
                                keyRatings: "SHO 78 PAC 70", contract: "2028/29", wage: "£12.0k")
    }

    public static let detail = PlayerDetailViewModel(
        name: "Player No1", position: "FW",
        ratings: [("PAC", "70"), ("SHO", "78"), ("PAS", "61"), ("DRI", "66"), ("DEF", "30"), ("PHY", "64"),
                  ("GKP", "20")].map { PlayerDetailViewModel.Rating(label: $0.0, value: $0.1) },
        overall: "71", age: "24", contractEnd: "2028/29", wage: "£12.0k/wk")

    /// A loaded club with `rows` players, `selected` highlighted and the detail panel when asked.
    public static func loaded(rows: Int = 4, selected: Int? = 0, sort: SquadSort = .standard,
                              showingDetail: Bool = false) -> TeamViewModel {
        TeamViewModel(isLoading: false, header: header,
                      squadTable: SquadTableViewModel(rows: (0..<rows).map { row($0 + 1) }, sort: sort,
                                                      selectedRow: selected),
                      playerDetail: showingDetail ? detail : nil)
    }
}
