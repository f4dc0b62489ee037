import GameModels

/// Plays matches. One strength model and one per-minute core decide every match; the user's match is
/// then narrated minute by minute, every other one is reported bare. For the same seed both paths give
/// the same score, scorers, assisters, cards, injuries, substitutions and ratings.
public struct MatchEngine: Sendable {
    public init() {}

    /// The one strength model both paths share: expected goals of each side from the inputs.
    public func expectedGoals(home: MatchSide, away: MatchSide) -> (home: Double, away: Double) {
        StrengthModel.expectedGoals(home: SideState(sheet: TeamSheet(home)).strength,
                                    away: SideState(sheet: TeamSheet(away)).strength)
    }

    /// The user's match minute by minute: every event carries a line of commentary.
    public func playLive(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64) -> MatchReport {
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed)
        let names = MatchNames(squads: home.squad + away.squad)
        return report(matchId: matchId, outcome: outcome, events: Narrator.narrate(outcome, seed: seed, names: names))
    }

    /// Every other match: the same core draws without narration — the same score, scorers, assisters,
    /// cards, injuries and substitutions as playLive for the same seed; only record-changing events
    /// (goal, yellowCard, redCard, injury, substitution) with empty commentary.
    public func playFast(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64) -> MatchReport {
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed)
        return report(matchId: matchId, outcome: outcome, events: outcome.events.map { outcome.matchEvent($0) })
    }

    private func report(matchId: String, outcome: CoreOutcome, events: [MatchEvent]) -> MatchReport {
        MatchReport(matchId: matchId, homeTeamId: outcome.sheets[0].teamId, awayTeamId: outcome.sheets[1].teamId,
                    homeGoals: outcome.homeGoals, awayGoals: outcome.awayGoals, events: events,
                    performances: outcome.performances)
    }
}
