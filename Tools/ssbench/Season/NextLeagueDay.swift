import CareerUseCases
import DataManaging
import Persistence

extension SQLiteDataManager {
    /// The next league day's preview, the user's cup tie the game left before it played first (untimed): the
    /// benchmarks time league days, and a tie is the manager's to play live.
    func nextLeagueDay(careerId: String) async throws -> MatchDayPreview {
        let preview = try await nextMatchDay(careerId: careerId)
        guard let tie = preview.userMatch, tie.cupRoundName != nil else { return preview }
        _ = try await startLiveMatch(careerId: careerId, matchDay: preview.matchDay, lineUp: tie.user.suggestedLineUp,
                                     instruction: tie.instruction)
        _ = try await finishLiveMatch(careerId: careerId)
        return try await nextMatchDay(careerId: careerId)
    }
}
