import DataManaging

extension LiveMatch {
    /// The preview of the day as far as the screen reads one after kick-off — the day and both squads,
    /// for the report's names and its other results — when a match in progress is resumed without one.
    /// The day counts only the division's matches here; it is never shown once the match has started.
    var preview: MatchDayPreview {
        MatchDayPreview(seasonLabel: "", matchDay: matchDay, date: date, matchCount: latestScores.count + 1,
                        userMatch: userMatch)
    }
}
