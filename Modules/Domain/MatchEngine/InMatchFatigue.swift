/// How a player tires on the pitch: a full match costs the frailest 25 points of condition and the
/// strongest 10 (the same scale the season's condition rules use after the match), spread evenly over the
/// minutes he plays. A tired player rates lower, which is what makes a fresh substitute worth bringing on.
enum InMatchFatigue {
    /// The side's strength is worked out again at these minutes, so tiredness shows in the play.
    static let refreshEvery = 15

    static func condition(kickOff fitness: Double, physical: Double, minutesPlayed: Int) -> Double {
        let perNinety = 25 - 15 * min(99, max(1, physical)) / 99
        return max(0, fitness - perNinety * Double(minutesPlayed) / 90)
    }

    /// The share of his kick-off rating a player keeps at `condition` (ratings weigh fitness as
    /// `MatchPlayer.fitnessFactor` does).
    static func ratingShare(kickOff player: MatchPlayer, condition: Double) -> Double {
        (0.85 + 0.15 * condition / 100) / player.fitnessFactor
    }
}
