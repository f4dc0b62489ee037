import GameModels

/// Promotion and relegation between adjacent tiers (Modules/DECISIONS.md 14): three up and three down
/// between divisions of 20 clubs or more, two between smaller ones — judged by the smaller of the two, so
/// the same number goes each way and division sizes never change.
public enum PromotionRule {
    /// Clubs exchanged between two adjacent divisions of these sizes.
    public static func places(upperSize: Int, lowerSize: Int) -> Int {
        let smaller = min(upperSize, lowerSize)
        guard smaller >= 4 else { return smaller >= 2 ? 1 : 0 }
        return smaller >= 20 ? 3 : 2
    }

    /// Every club that changes division, top boundary first, from the final standings by division id.
    public static func moves(divisions: [Division], standings: [String: [Standing]]) -> [DivisionMove] {
        let tiers = divisions.sorted { $0.tier < $1.tier }
        return zip(tiers, tiers.dropFirst()).flatMap { upper, lower -> [DivisionMove] in
            let upperTable = (standings[upper.id] ?? []).sorted { $0.position < $1.position }
            let lowerTable = (standings[lower.id] ?? []).sorted { $0.position < $1.position }
            let count = places(upperSize: upperTable.count, lowerSize: lowerTable.count)
            let down = upperTable.suffix(count).map {
                DivisionMove(teamId: $0.teamId, fromDivisionId: upper.id, toDivisionId: lower.id, promoted: false)
            }
            let up = lowerTable.prefix(count).map {
                DivisionMove(teamId: $0.teamId, fromDivisionId: lower.id, toDivisionId: upper.id, promoted: true)
            }
            return up + down
        }
    }
}
