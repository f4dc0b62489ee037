/// How good a squad is on paper: the mean overall of its best eleven (one keeper, ten outfielders).
public enum TeamStrength {
    public static func rating(of players: [Player]) -> Int {
        let keeper = players.filter { $0.position == .goalkeeper }.map(\.ratings.overall).max()
        let outfield = players.filter { $0.position != .goalkeeper }.map(\.ratings.overall).sorted(by: >).prefix(10)
        let best = Array(outfield) + (keeper.map { [$0] } ?? [])
        guard !best.isEmpty else { return 0 }
        return (best.reduce(0, +) + best.count / 2) / best.count
    }
}
