import DataManaging

/// The "Latest scores" rows: each other match of the division as it stands at the clock's minute.
enum LatestScoresTransform {
    /// A score counts as new for this many minutes after a goal.
    static let recentMinutes = 5

    static func row(_ match: LatestScore, minute: Int) -> LatestScoreViewModel {
        let score = match.score(atMinute: minute)
        let recent = (match.homeGoalMinutes + match.awayGoalMinutes).contains {
            $0 <= minute && $0 > minute - recentMinutes
        }
        return LatestScoreViewModel(home: match.homeName, away: match.awayName,
                                    score: MatchDayText.score(score.home, score.away), isRecent: recent)
    }
}
