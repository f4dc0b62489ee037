import GameModels

/// What the core decided: the clock, the score, the record-changing events in order and every player's
/// performance. Both paths build their report from it.
struct CoreOutcome: Sendable {
    let clock: MatchClock
    /// Home first.
    let sheets: [TeamSheet]
    /// The expectation at kick-off, which the narration uses to lean possession towards the better side.
    let expectedGoals: (home: Double, away: Double)
    let homeGoals: Int
    let awayGoals: Int
    let events: [CoreEvent]
    let performances: [PlayerPerformance]
    let stats: MatchStats
    /// The counted moments that change no record, in tick order, for the narration.
    let moments: [TallyMoment]
    /// A tie level after extra time: its kicks in order; empty otherwise.
    let shootout: [Shootout.Kick]

    func report(matchId: String, events: [MatchEvent]) -> MatchReport {
        MatchReport(matchId: matchId, homeTeamId: sheets[0].teamId, awayTeamId: sheets[1].teamId,
                    homeGoals: homeGoals, awayGoals: awayGoals, events: events, performances: performances,
                    stats: stats, extraTime: clock.hasExtraTime, shootout: penaltyShootout)
    }

    /// The shootout with players' ids, nil when there was none.
    var penaltyShootout: PenaltyShootout? {
        guard !shootout.isEmpty else { return nil }
        return PenaltyShootout(homeTeamId: sheets[0].teamId, kicks: shootout.map { kick in
            PenaltyKick(teamId: sheets[kick.side].teamId, playerId: sheets[kick.side].playerId(kick.taker),
                        keeperId: kick.keeper.map { sheets[1 - kick.side].playerId($0) }, outcome: kick.outcome)
        })
    }

    /// The public form of a core event, with the given commentary.
    func matchEvent(_ event: CoreEvent, commentary: String = "") -> MatchEvent {
        let sheet = sheets[event.side]
        return MatchEvent(minute: event.minute, kind: event.kind.matchEventKind, teamId: sheet.teamId,
                          playerId: sheet.playerId(event.player),
                          otherPlayerId: event.other.map { sheet.playerId($0) }, commentary: commentary)
    }
}

extension CoreEvent.Kind {
    var matchEventKind: MatchEvent.Kind {
        switch self {
        case .goal: .goal
        case .yellowCard: .yellowCard
        case .redCard: .redCard
        case .injury: .injury
        case .substitution: .substitution
        }
    }
}
