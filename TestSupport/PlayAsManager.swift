import DataManaging

/// Plays match days as the manager does in the game — the computer never trades for his club, its players'
/// bids come to him, and he plays his cup ties himself — `count` of them, or every one left in the season when nil
/// (`advance` hands the club to the assistant instead).
public func playAsManager(_ manager: any MatchDayDataManaging & LiveMatchDataManaging, careerId: String,
                          days count: Int? = nil) async throws {
    var played = 0
    while count.map({ played < $0 }) ?? true {
        try await playCupTieIfDue(manager, careerId: careerId)
        let next: Int
        do {
            next = try await manager.nextMatchDay(careerId: careerId).matchDay
        } catch {
            guard case .seasonOver = error else { throw error }
            return
        }
        _ = try await manager.playMatchDay(careerId: careerId, matchDay: next, lineUp: nil)
        played += 1
    }
}

/// The user's cup tie the game left after a match day, if one is next: kicked off with his suggested side and
/// finished at once, as a manager who skips to full time does.
public func playCupTieIfDue(_ manager: any MatchDayDataManaging & LiveMatchDataManaging, careerId: String) async throws {
    guard let preview = try? await manager.nextMatchDay(careerId: careerId), let tie = preview.userMatch,
          tie.cupRoundName != nil else { return }
    _ = try await manager.startLiveMatch(careerId: careerId, matchDay: preview.matchDay, lineUp: tie.user.suggestedLineUp,
                                         instruction: tie.instruction)
    _ = try await manager.finishLiveMatch(careerId: careerId)
}
