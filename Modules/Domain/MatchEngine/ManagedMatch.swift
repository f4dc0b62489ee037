import GameModels

/// The user's match while he manages it: what went into it (both sides, the seed, his changes so far) and
/// the whole match as it will go if he changes nothing more. A value: making a change gives a new match,
/// played again from the same seed, so the minutes before the change stay exactly as they were.
public struct ManagedMatch: Sendable, Hashable {
    public let matchId: String
    public let home: MatchSide
    public let away: MatchSide
    public let seed: UInt64
    public let userIsHome: Bool
    /// A cup tie goes to extra time and penalties when level.
    public let format: MatchFormat
    /// In minute order.
    public let changes: [MatchChange]
    /// The match to full time: events with commentary, every player's rating.
    public let report: MatchReport

    init(matchId: String, home: MatchSide, away: MatchSide, seed: UInt64, userIsHome: Bool, format: MatchFormat,
         changes: [MatchChange]) {
        self.matchId = matchId
        self.home = home
        self.away = away
        self.seed = seed
        self.userIsHome = userIsHome
        self.format = format
        self.changes = changes
        let plan = MatchPlan(managedSide: userIsHome ? 0 : 1, changes: changes)
        let outcome = MatchCore.play(home: TeamSheet(home), away: TeamSheet(away), seed: seed, plan: plan,
                                     format: format)
        report = outcome.report(matchId: matchId, events: Narrator.narrate(
            outcome, seed: seed, names: MatchNames(squads: home.squad + away.squad)))
    }

    /// The user's side once every tick of `minute` is played and the changes made at it are in.
    public func situation(afterMinute minute: Int) -> MatchSituation {
        let core = MatchCore.played(home: TeamSheet(home), away: TeamSheet(away), seed: seed, plan: plan,
                                    format: format, through: minute)
        return MatchSituation(core: core, side: userSide, minute: minute, lastChangeMinute: changes.last?.minute)
    }

    /// The match with `change` made, or why it cannot be made at its minute.
    public func making(_ change: MatchChange) throws(MatchChangeRefusal) -> ManagedMatch {
        if let refusal = situation(afterMinute: change.minute).refusal(of: change) { throw refusal }
        return ManagedMatch(matchId: matchId, home: home, away: away, seed: seed, userIsHome: userIsHome,
                            format: format, changes: changes + [change])
    }

    /// The last minute the user can still change something in: into extra time when the tie went there.
    public var lastChangeMinute: Int {
        report.extraTime ? SubstitutionRule.extraTimeLastMinute : SubstitutionRule.lastMinute
    }

    private var userSide: Int { userIsHome ? 0 : 1 }
    private var plan: MatchPlan { MatchPlan(managedSide: userSide, changes: changes) }
}
