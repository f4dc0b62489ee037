/// One player's match so far: when he came on and went off, and what he did in between.
struct PlayerLedger: Sendable, Equatable {
    /// The minute he came on (0 for a starter); nil if he never played.
    var startMinute: Int?
    /// The minute he went off (substituted, injured, sent off); nil if he played to the end.
    var endMinute: Int?
    /// The line he played in when he went off; for one still on, `SideState.lastLine` reads the pitch.
    var lineWhenOff: PitchLine?
    var goals = 0
    var assists = 0
    var yellowCards = 0
    var redCards = 0
    var injured = false

    var played: Bool { startMinute != nil }

    /// `finalMinute`: when the match ended for those still on (90, or 120 after extra time).
    func minutesPlayed(finalMinute: Int) -> Int {
        guard let start = startMinute else { return 0 }
        return max(1, (endMinute ?? finalMinute) - start)
    }
}
