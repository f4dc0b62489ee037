import GameModels

/// The shape of a season's cup for the clubs of the pyramid, the way the FA Cup works: the lower tiers play the
/// first rounds and the top tiers join when the field is a power of two; from there each round halves the field
/// to a one-match final. Only the first round can have byes, and they go to its highest-tier entrants.
public struct CupFormat: Sendable, Hashable {
    /// Sorted by team id.
    public let entrants: [CupEntrant]
    /// How many clubs are left after each round; the last is 1.
    public let fieldAfter: [Int]
    private let entryRound: [String: Int]

    public var rounds: Int { fieldAfter.count }

    public init(entrants: [CupEntrant]) {
        self.entrants = entrants.sorted { $0.teamId < $1.teamId }
        let shape = Self.shape(of: self.entrants)
        fieldAfter = shape.fields
        entryRound = Dictionary(self.entrants.map { ($0.teamId, shape.lateTiers.contains($0.tier) ? shape.lateRound : 1) },
                                uniquingKeysWith: { first, _ in first })
    }

    /// The clubs that join in `round`.
    public func entering(round: Int) -> [CupEntrant] {
        entrants.filter { entryRound[$0.teamId] == round }
    }

    /// How many ties `round` has for a pool of `poolSize` clubs.
    public func ties(inRound round: Int, poolSize: Int) -> Int {
        guard (1...rounds).contains(round) else { return 0 }
        return poolSize - fieldAfter[round - 1]
    }

    public func roundName(_ round: Int) -> String {
        CupNames.round(round, of: rounds)
    }

    /// The rounds and who joins late. Candidates, in order of preference: the top two tiers join late, the top
    /// tier does, everyone starts in round 1. The first that takes at most one round more than the shortest wins.
    private static func shape(of entrants: [CupEntrant]) -> (fields: [Int], lateTiers: Set<Int>, lateRound: Int) {
        let total = entrants.count
        guard total >= 2 else { return ([1], [], 1) }
        var main = 1
        while main * 2 <= total { main *= 2 }
        let tiers = Set(entrants.map(\.tier)).sorted()
        var candidates: [Set<Int>] = []
        if tiers.count >= 3 { candidates.append(Set(tiers.prefix(2))) }
        if tiers.count >= 2 { candidates.append([tiers[0]]) }
        candidates.append([])
        let shapes = candidates.compactMap { late -> (fields: [Int], lateTiers: Set<Int>, lateRound: Int)? in
            let lateCount = entrants.filter { late.contains($0.tier) }.count
            let target = main - lateCount
            let early = total - lateCount
            guard target > 0, target <= early else { return nil }
            let qualifying = qualifyingFields(from: early, to: target)
            var fields = qualifying
            var field = main
            while field > 1 {
                field /= 2
                fields.append(field)
            }
            // With no qualifying round the late tiers are in round 1 like everyone else.
            return (fields, qualifying.isEmpty ? [] : late, qualifying.count + 1)
        }
        let shortest = shapes.map(\.fields.count).min() ?? 1
        return shapes.first { $0.fields.count <= shortest + 1 } ?? ([1], [], 1)
    }

    /// The fields the early entrants are cut to, round by round, from `count` down to `target`: the first round
    /// takes out just enough (the rest of its entrants have byes), every later one halves.
    private static func qualifyingFields(from count: Int, to target: Int) -> [Int] {
        guard target < count else { return [] }
        var fields = [target]
        while fields[0] * 2 < count { fields.insert(fields[0] * 2, at: 0) }
        return fields
    }
}
