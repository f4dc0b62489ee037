import DataManaging

/// Plays match days as the manager does in the game — the computer never trades for his club, and its players'
/// bids come to him — `count` of them, or every one left in the season when nil (`advance` hands the club to the
/// assistant instead).
public func playAsManager(_ manager: any MatchDayDataManaging, careerId: String, days count: Int? = nil) async throws {
    var played = 0
    while count.map({ played < $0 }) ?? true {
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
