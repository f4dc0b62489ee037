/// Picks a sensible line-up from a squad, as a computer-managed club would: the best available player
/// for each slot of the formation (ability weighed by fitness), then a bench with a keeper and the
/// best of the rest. Short of natural players for a line, the best remaining outfielders fill in.
public enum LineUpPicker {
    public static func pick(from squad: [Player], formation: Formation) -> LineUp {
        let available = squad.filter(\.condition.isAvailable).sorted(by: isBetterPick)
        var starters: [Player] = []
        for position in Position.allCases {
            let natural = available.filter { $0.position == position && !starters.contains($0) }
            starters += natural.prefix(formation.slots(for: position))
        }
        let outfieldGap = LineUp.startersCount - starters.count
        if outfieldGap > 0 {
            let spare = available.filter { !starters.contains($0) }
            let keeperNeeded = !starters.contains { $0.position == .goalkeeper }
            let fillers = keeperNeeded ? spare : spare.filter { $0.position != .goalkeeper }
            starters += fillers.prefix(outfieldGap)
        }
        let rest = available.filter { !starters.contains($0) }
        let benchKeeper = rest.first { $0.position == .goalkeeper }
        let benchOutfield = rest.filter { $0.position != .goalkeeper }
        let bench = (benchKeeper.map { [$0] } ?? []) + benchOutfield.prefix(LineUp.benchSize - (benchKeeper == nil ? 0 : 1))
        return LineUp(formation: formation, starters: starters.sorted(by: pitchOrder).map(\.id),
                      bench: bench.map(\.id))
    }

    /// The formation that fits the squad best: the one whose picked eleven is strongest, ties to the first listed.
    public static func bestFormation(for squad: [Player]) -> Formation {
        let players = Dictionary(squad.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var best = Formation.allCases[0]
        var bestScore = -1
        for formation in Formation.allCases {
            let lineUp = pick(from: squad, formation: formation)
            let score = lineUp.starters.reduce(0) { total, id in
                guard let player = players[id] else { return total }
                return total + weightedAbility(player)
            }
            if score > bestScore {
                best = formation
                bestScore = score
            }
        }
        return best
    }

    /// A computer manager's whole choice: the best-fitting formation and its eleven.
    public static func pick(from squad: [Player]) -> LineUp {
        pick(from: squad, formation: bestFormation(for: squad))
    }

    private static func isBetterPick(_ lhs: Player, _ rhs: Player) -> Bool {
        let left = weightedAbility(lhs)
        let right = weightedAbility(rhs)
        return left != right ? left > right : lhs.id < rhs.id
    }

    /// Overall scaled by fitness (in hundredths), so a tired star may rest for a fresher squad player.
    private static func weightedAbility(_ player: Player) -> Int {
        player.ratings.overall * (50 + player.condition.fitness / 2)
    }

    private static func pitchOrder(_ lhs: Player, _ rhs: Player) -> Bool {
        lhs.position != rhs.position ? lhs.position < rhs.position : lhs.id < rhs.id
    }
}
