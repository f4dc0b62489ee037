import DataManaging
import GameModels

/// Turns the Cup screen's state into what it shows.
@MainActor
public protocol CupViewModelTransformProtocol {
    func transform(_ state: CupScreenState) -> CupViewModel
}

@MainActor
public struct CupViewModelTransform: CupViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: CupScreenState) -> CupViewModel {
        guard let cup = state.cup else {
            return CupViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage)
        }
        let heading = "\(cup.name) \(cup.seasonLabel)"
            + (cup.winnerTeamId.map { " · won by \(cup.name(of: $0))" } ?? "")
        guard !cup.rounds.isEmpty else {
            return CupViewModel(heading: heading, isLoading: state.isLoading, errorMessage: state.errorMessage,
                                emptyMessage: "No round drawn yet: the first round is drawn on the season's first "
                                    + "match day and played midweek after a league match day.")
        }
        let index = min(state.roundIndex ?? cup.rounds.count - 1, cup.rounds.count - 1)
        let round = cup.rounds[index]
        return CupViewModel(
            heading: heading, path: path(of: cup), isLoading: state.isLoading, errorMessage: state.errorMessage,
            rounds: cup.rounds.enumerated().map { CupViewModel.RoundTab(title: $1.name, isActive: $0 == index) },
            rows: round.ties.map { tie in
                ["\(cup.name(of: tie.homeTeamId)) (\(tie.homeTier))", score(tie),
                 "\(cup.name(of: tie.awayTeamId)) (\(tie.awayTier))", settled(tie, in: cup)]
            },
            highlighted: round.ties.map { $0.teamIds.contains(cup.userTeamId) },
            scrollOffset: state.scrollOffset)
    }

    /// "Your path: Round 1 won 2–1 v Owls · Round 2 v Rovers (away)", or where the run ended.
    private func path(of cup: CupSeason) -> String {
        let steps = cup.rounds.compactMap { round -> String? in
            guard let tie = round.ties.first(where: { $0.teamIds.contains(cup.userTeamId) }) else { return nil }
            let home = tie.homeTeamId == cup.userTeamId
            let opponent = cup.name(of: home ? tie.awayTeamId : tie.homeTeamId)
            guard let goals = tie.homeGoals, let against = tie.awayGoals else {
                return "\(round.name) v \(opponent) (\(tie.neutralGround ? "neutral" : home ? "home" : "away"))"
            }
            let outcome = tie.winnerTeamId == cup.userTeamId ? "won" : "lost"
            let (own, other) = home ? (goals, against) : (against, goals)
            let extra = tie.homePenalties != nil ? " on penalties" : tie.extraTime ? " aet" : ""
            return "\(round.name) \(outcome) \(own)–\(other)\(extra) v \(opponent)"
        }
        if steps.isEmpty { return "Your club has not been drawn yet." }
        return "Your path: " + steps.joined(separator: " · ")
    }

    private func score(_ tie: CupTie) -> String {
        guard let home = tie.homeGoals, let away = tie.awayGoals else { return "v" }
        return "\(home)–\(away)"
    }

    private func settled(_ tie: CupTie, in cup: CupSeason) -> String {
        guard tie.isPlayed else { return tie.neutralGround ? "neutral ground" : "" }
        // Short for the tab's width; the listings say it in full (`CupTie.settlement`).
        if let kicks = tie.shootoutScore { return "aet, \(kicks.won)–\(kicks.lost) on pens" }
        return tie.extraTime ? "aet" : ""
    }
}
