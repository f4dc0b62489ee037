import GameModels

/// The position a computer club wants to strengthen, and from which overall a player helps: a position
/// short of its minimum first (keepers first), else the one whose weakest regular is furthest below the
/// tier's level.
struct SquadNeed: Sendable, Hashable {
    /// Regulars a side fields in each position: the weakest of them is the one a signing must beat.
    static let regulars: [Position: Int] = [.goalkeeper: 1, .defender: 4, .midfielder: 4, .forward: 2]
    /// A signing must be this much better than the regular he replaces to be worth the money.
    static let upgrade = 2
    /// How far above its tier's level a club looks: stars do not drop to clubs far below them.
    static let headroom = 2
    /// A club short in a position takes a player this far below its tier's level.
    static let shortReach = 12

    let position: Position
    let lowestOverall: Int
    let short: Bool

    /// What `squad` needs against `level`, its tier's regulars' median; nil for an empty squad.
    static func of(_ squad: [Player], level: Int) -> SquadNeed? {
        var byPosition: [Position: [Int]] = [:]
        for player in squad { byPosition[player.position, default: []].append(player.ratings.overall) }
        if let lacking = Position.allCases.sorted().first(where: {
            (byPosition[$0]?.count ?? 0) < SquadLimits.minimum(of: $0)
        }) {
            return SquadNeed(position: lacking, lowestOverall: level - shortReach, short: true)
        }
        let weakest = Position.allCases.sorted().map { position -> (Position, Int) in
            let overalls = (byPosition[position] ?? []).sorted(by: >)
            let count = regulars[position] ?? 1
            return (position, overalls.count >= count ? overalls[count - 1] : 0)
        }
        guard let (position, floor) = weakest.min(by: { $0.1 < $1.1 }) else { return nil }
        return SquadNeed(position: position, lowestOverall: floor + upgrade, short: false)
    }

    /// What a player will be worth to a side: his overall and half the growth still in him, so a club does
    /// not take a prospect who will soon be far above its tier.
    static func worth(of player: Player) -> Int {
        player.ratings.overall + (player.potential - player.ratings.overall) / 2
    }

    /// The tier's level: the median overall of its clubs' regulars (the best eleven of each squad).
    static func level(of squads: [[Player]]) -> Int {
        let overalls = squads.flatMap { squad in squad.map(\.ratings.overall).sorted(by: >).prefix(11) }.sorted()
        return overalls.isEmpty ? 0 : overalls[overalls.count / 2]
    }
}
