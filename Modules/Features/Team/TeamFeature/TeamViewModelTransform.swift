import DataManaging
import DesignSystem
import GameModels

/// Turns the Team screen's state into its view model.
@MainActor
public protocol TeamViewModelTransformProtocol {
    func transform(_ state: TeamScreenState) -> TeamViewModel
}

/// The one place the squad screen's text is formatted: money, averages, key ratings.
public struct TeamViewModelTransform: TeamViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: TeamScreenState) -> TeamViewModel {
        TeamViewModel(
            isLoading: state.isLoading,
            errorMessage: state.errorMessage,
            header: state.details.map(header),
            squadTable: SquadTableViewModel(rows: state.squad.map(row), sort: state.sort,
                                            selectedRow: state.selectedIndex),
            playerDetail: state.isDetailShown ? state.selectedPlayer.map(detail) : nil
        )
    }

    private func header(_ details: TeamDetails) -> TeamHeaderViewModel {
        TeamHeaderViewModel(
            clubName: details.info.name,
            shortName: details.info.shortName,
            city: details.info.city,
            stadium: details.info.stadium,
            divisionName: details.division.name,
            tier: "Tier \(details.division.tier)",
            founded: "\(details.info.founded)",
            budget: MoneyText.amount(details.team.budget),
            coachName: details.coach?.fullName ?? "Vacant",
            squadSummary: summary(details.players),
            seasonNumbers: details.numbers.map(seasonNumbers)
        )
    }

    /// "This season, 12 matches: 13.1 shots, 4.4 on target, 5.2 corners, 53 % of the ball a match".
    private func seasonNumbers(_ numbers: ClubNumbers) -> String {
        let one = { (count: KeyPath<SideStats, Int>) -> String in
            let tenths = Int((numbers.perMatch(count) * 10).rounded())
            return "\(tenths / 10).\(tenths % 10)"
        }
        let matches = numbers.matches == 1 ? "1 match" : "\(numbers.matches) matches"
        return "This season, \(matches): \(one(\.shots)) shots, \(one(\.shotsOnTarget)) on target, "
            + "\(one(\.corners)) corners, \(Int(numbers.perMatch(\.possession).rounded())) % of the ball a match"
    }

    private func summary(_ players: [Player]) -> SquadSummaryViewModel {
        SquadSummaryViewModel(
            playerCount: "\(players.count)",
            averageAge: DecimalText.average(total: players.reduce(0) { $0 + $1.age }, count: players.count),
            averageOverall: DecimalText.average(total: players.reduce(0) { $0 + $1.ratings.overall },
                                                count: players.count),
            weeklyWageBill: MoneyText.weekly(players.reduce(0) { $0 + $1.contract.weeklyWage })
        )
    }

    private func row(_ player: Player) -> SquadTableViewModel.Row {
        SquadTableViewModel.Row(
            playerId: player.id,
            name: player.fullName,
            position: player.position.rawValue,
            age: "\(player.age)",
            overall: "\(player.ratings.overall)",
            keyRatings: player.ratings.keyRatings(for: player.position)
                .map { "\($0.label) \($0.value)" }.joined(separator: " "),
            // The season the contract runs to, as the profile says it ("2027/28", not "2027": issue #42).
            contract: Season.label(startingIn: player.contract.endSeason),
            wage: MoneyText.amount(player.contract.weeklyWage)
        )
    }

    private func detail(_ player: Player) -> PlayerDetailViewModel {
        let ratings = player.ratings
        let attributes = [("PAC", ratings.pace), ("SHO", ratings.shooting), ("PAS", ratings.passing),
                          ("DRI", ratings.dribbling), ("DEF", ratings.defending), ("PHY", ratings.physical),
                          ("GKP", ratings.goalkeeping)]
        return PlayerDetailViewModel(
            name: player.fullName,
            position: player.position.rawValue,
            ratings: attributes.map { PlayerDetailViewModel.Rating(label: $0.0, value: "\($0.1)") },
            overall: "\(ratings.overall)",
            age: "\(player.age)",
            contractEnd: Season.label(startingIn: player.contract.endSeason),
            wage: MoneyText.weekly(player.contract.weeklyWage)
        )
    }
}
