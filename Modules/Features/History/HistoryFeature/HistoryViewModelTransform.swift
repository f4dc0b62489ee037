import ClubBoard
import DataManaging
import DesignSystem

/// Turns the History screen's state into its view model.
@MainActor
public protocol HistoryViewModelTransformProtocol {
    func transform(_ state: HistoryScreenState) -> HistoryViewModel
}

/// The one place the History screen's text is formatted: champions by season and tier, the user's club
/// season by season, the cup's finals with the user's club's run, and the all-time records.
public struct HistoryViewModelTransform: HistoryViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: HistoryScreenState) -> HistoryViewModel {
        var viewModel = HistoryViewModel(
            isLoading: state.isLoading, errorMessage: state.errorMessage,
            sections: HistorySection.allCases.map { .init(title: $0.title, isActive: $0 == state.section) },
            scrollOffset: state.scrollOffset)
        guard let history = state.history else { return viewModel }
        switch state.section {
        case .champions:
            viewModel.header = ["Season", "Tier", "Division", "Champion", "Pts"]
            // Newest season first, its top division first.
            let champions = history.champions.sorted {
                $0.year != $1.year ? $0.year > $1.year : $0.tier < $1.tier
            }
            viewModel.rows = champions.map {
                [$0.seasonLabel, "\($0.tier)", $0.divisionName, $0.clubName, "\($0.points)"]
            }
            viewModel.highlighted = champions.map { $0.clubName == history.clubName }
        case .club:
            viewModel.header = ["Season", "Tier", "Pos", "Pts", "Top scorer", ""]
            viewModel.rows = history.clubSeasons.reversed().map { season in
                [season.seasonLabel, "\(season.tier)", "\(season.position)", "\(season.points)",
                 season.topScorer.map { "\($0) (\(season.topScorerGoals))" } ?? "–", Self.move(season.move)]
            }
            viewModel.highlighted = history.clubSeasons.reversed().map { $0.position == 1 }
            viewModel.chart = Self.finishes(history.clubSeasons)
        case .cup:
            viewModel.header = ["Season", "Winner", "Final", "Runner-up", "Your run"]
            viewModel.rows = history.cups.reversed().map { [$0.seasonLabel, $0.winner, $0.score, $0.runnerUp, $0.clubRun] }
            viewModel.highlighted = history.cups.reversed().map { $0.clubRun == "Winners" }
        case .records:
            viewModel.header = ["Record", "Holder", "When"]
            viewModel.rows = history.records.map { [$0.title, $0.holder, $0.detail] }
            viewModel.highlighted = history.records.map { _ in false }
        }
        if viewModel.rows.isEmpty {
            viewModel.emptyMessage = "No season has finished yet: the history begins at the end of this one."
        }
        return viewModel
    }

    /// The club's finish each season as a bar: a tier up stands above any place below it, and within a tier the
    /// higher place the taller bar (a division holds 20 clubs at most). Nil before a season has finished.
    static func finishes(_ seasons: [CareerHistory.ClubSeason]) -> BarChartViewModel? {
        guard let deepest = seasons.map(\.tier).max(), let best = seasons.min(by: { ($0.tier, $0.position) < ($1.tier, $1.position) })
        else { return nil }
        let height = { (season: CareerHistory.ClubSeason) in (deepest - season.tier) * places + places + 1 - season.position }
        return BarChartViewModel(caption: "Finishes, season by season (taller is higher up the pyramid)",
                                 values: seasons.map(height), baseline: 0, baselineLabel: "",
                                 topLabel: "\(StrengthRank.ordinal(best.position)), tier \(best.tier)", bottomLabel: nil)
    }

    /// The most clubs a division holds: the bars' step from one tier to the next.
    private static let places = 20

    private static func move(_ move: String?) -> String {
        switch move {
        case "promoted": "↑ promoted"
        case "relegated": "↓ relegated"
        default: ""
        }
    }
}
