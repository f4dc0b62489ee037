/// How good a squad is on paper: the mean overall of its best eleven (one keeper, ten outfielders).
public enum TeamStrength {
    public static func rating(of players: [Player]) -> Int {
        var squad = Squad()
        for player in players { squad.add(player) }
        return squad.rating
    }

    /// A squad's strength gathered a player at a time: a caller sorting the whole pyramid's players into clubs keeps
    /// only the overalls the rating needs, not copies of the players.
    public struct Squad: Sendable {
        private var keeper: Int?
        private var outfield: [Int] = []

        public init() {}

        public mutating func add(_ player: Player) {
            let overall = player.ratings.overall
            if player.position == .goalkeeper {
                keeper = max(keeper ?? overall, overall)
            } else {
                outfield.append(overall)
            }
        }

        public var rating: Int {
            let best = Array(outfield.sorted(by: >).prefix(10)) + (keeper.map { [$0] } ?? [])
            guard !best.isEmpty else { return 0 }
            return (best.reduce(0, +) + best.count / 2) / best.count
        }
    }
}
