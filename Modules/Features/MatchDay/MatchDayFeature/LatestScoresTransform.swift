import DataManaging

/// The "Latest scores" rows: each other match of the division (or of the cup round) as it stands at the clock's
/// minute; a tie's shootout once the clock has reached the end of extra time.
enum LatestScoresTransform {
    /// A score counts as new for this many minutes after a goal.
    static let recentMinutes = 5
    /// The last minute of extra time, after which a shootout is known.
    static let extraTimeEnd = 120

    static func row(_ match: LatestScore, minute: Int) -> LatestScoreViewModel {
        let score = match.score(atMinute: minute)
        let recent = (match.homeGoalMinutes + match.awayGoalMinutes).contains {
            $0 <= minute && $0 > minute - recentMinutes
        }
        var text = MatchDayText.score(score.home, score.away)
        if let home = match.homePenalties, let away = match.awayPenalties, minute >= extraTimeEnd {
            text += " p\(MatchDayText.score(home, away))"
        }
        return LatestScoreViewModel(home: match.homeName, away: match.awayName, score: text, isRecent: recent)
    }
}
