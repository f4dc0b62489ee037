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

    /// The user's match minute by minute: every event carries a line of commentary. `format`: a cup tie level
    /// after ninety minutes goes to extra time and penalties, a final is played on a neutral ground.
    public func playLive(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64,
                         format: MatchFormat = .league) -> MatchReport {
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed, format: format)
        let names = MatchNames(squads: home.squad + away.squad)
        return outcome.report(matchId: matchId, events: Narrator.narrate(outcome, seed: seed, names: names))
    }

    /// The user's match as he manages it: played live from kick-off with `changes` made at their minutes
    /// (the computer manages the other side). Making a change at minute m replays the match from the same
    /// seed, so everything up to m stays as it was.
    public func playManaged(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64, userIsHome: Bool,
                            format: MatchFormat = .league, changes: [MatchChange]) -> ManagedMatch {
        ManagedMatch(matchId: matchId, home: home, away: away, seed: seed, userIsHome: userIsHome, format: format,
                     changes: changes)
    }

    /// Every other match: the same core draws without narration — the same score, scorers, assisters,
    /// cards, injuries and substitutions as playLive for the same seed; only record-changing events
    /// (goal, yellowCard, redCard, injury, substitution) with empty commentary.
    public func playFast(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64,
                         format: MatchFormat = .league) -> MatchReport {
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed, format: format,
                                     narrated: false)
        return outcome.report(matchId: matchId, events: outcome.events.map { outcome.matchEvent($0) })
    }

    /// The fast path without the match's numbers (no shots, corners, fouls or possession counted): the same
    /// scores, for `ssbench` to weigh what counting costs. Its report's numbers are empty.
    package func playUncounted(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64) -> MatchReport {
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed, narrated: false,
                                     counting: false)
        return outcome.report(matchId: matchId, events: outcome.events.map { outcome.matchEvent($0) })
    }
}
