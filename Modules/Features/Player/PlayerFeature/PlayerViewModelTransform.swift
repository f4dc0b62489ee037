import DataManaging
import DesignSystem
import GameModels

/// Turns the Player screen's state into its view model.
@MainActor
public protocol PlayerViewModelTransformProtocol {
    func transform(_ state: PlayerScreenState) -> PlayerViewModel
}

/// The one place the profile's text is formatted (the formats themselves are in
/// `PlayerViewModelTransform+Text.swift`).
public struct PlayerViewModelTransform: PlayerViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: PlayerScreenState) -> PlayerViewModel {
        PlayerViewModel(
            title: state.details?.player.fullName ?? "Player",
            isLoading: state.isLoading,
            errorMessage: state.errorMessage,
            profile: state.details.map(profile),
            scrollOffset: state.scrollOffset,
            canDecideContract: state.details?.isAtUserClub == true,
            prompt: Self.prompt(question: state.contractQuestion, outcome: state.contractOutcome)
        )
    }

    private func profile(_ details: PlayerDetails) -> PlayerProfileViewModel {
        let player = details.player
        return PlayerProfileViewModel(
            header: header(details),
            contract: details.clubName == nil ? nil : PlayerContractViewModel(
                wage: MoneyText.weekly(player.contract.weeklyWage),
                endSeason: Self.seasonLabel(startingIn: player.contract.endSeason)),
            condition: condition(player.condition),
            ratings: ratings(player.ratings),
            thisSeason: thisSeason(details.currentSeason),
            career: career(details)
        )
    }

    private func header(_ details: PlayerDetails) -> PlayerHeaderViewModel {
        let player = details.player
        let club = details.clubName.map { club in details.divisionName.map { "\(club) · \($0)" } ?? club }
        return PlayerHeaderViewModel(name: player.fullName,
                                     position: "\(Self.positionName(player.position)) (\(player.position.rawValue))",
                                     age: "\(player.age)", club: club ?? "Free agent")
    }

    private func condition(_ condition: PlayerCondition) -> PlayerConditionViewModel {
        var reasons: [String] = []
        if condition.isInjured { reasons.append("Injured: out for \(Self.matchDays(condition.injuryMatchDays))") }
        if condition.isSuspended { reasons.append("Suspended: \(Self.matchDays(condition.suspensionMatchDays))") }
        let availability: PlayerConditionViewModel.Availability =
            condition.isInjured ? .injured : (condition.isSuspended ? .suspended : .fit)
        return PlayerConditionViewModel(fitnessLevel: condition.fitness, fitness: "\(condition.fitness)",
                                        availability: availability,
                                        status: reasons.isEmpty ? "Fit" : reasons.joined(separator: " · "))
    }

    private func ratings(_ ratings: PlayerRatings) -> PlayerRatingsViewModel {
        let attributes = [("Pace", ratings.pace), ("Shooting", ratings.shooting), ("Passing", ratings.passing),
                          ("Dribbling", ratings.dribbling), ("Defending", ratings.defending),
                          ("Physical", ratings.physical), ("Goalkeeping", ratings.goalkeeping)]
        return PlayerRatingsViewModel(
            overall: .init(label: "Overall", value: "\(ratings.overall)", level: ratings.overall),
            attributes: attributes.map { .init(label: $0.0, value: "\($0.1)", level: $0.1) })
    }

    private func thisSeason(_ line: PlayerDetails.SeasonLine) -> PlayerSeasonViewModel {
        let stats = line.stats
        return PlayerSeasonViewModel(season: line.seasonLabel, appearances: "\(stats.appearances)",
                                     goals: "\(stats.goals)", assists: "\(stats.assists)",
                                     yellowCards: "\(stats.yellowCards)", redCards: "\(stats.redCards)",
                                     averageRating: Self.rating(line.averageRating))
    }

    private func career(_ details: PlayerDetails) -> PlayerCareerViewModel {
        let rows = details.seasons.map { line in
            row(season: line.seasonLabel, club: line.clubName ?? "–", stats: line.stats,
                averageRating: line.averageRating)
        }
        let count = details.seasons.count
        return PlayerCareerViewModel(
            rows: rows,
            totals: row(season: "Total", club: "\(count) season\(count == 1 ? "" : "s")",
                        stats: details.careerTotals, averageRating: Self.careerAverage(details.seasons)))
    }

    private func row(season: String, club: String, stats: PlayerStats,
                     averageRating: Double?) -> PlayerCareerViewModel.Row {
        PlayerCareerViewModel.Row(season: season, club: club, appearances: "\(stats.appearances)",
                                  goals: "\(stats.goals)", assists: "\(stats.assists)",
                                  averageRating: Self.rating(averageRating))
    }
}
