/// Picks a sensible line-up from a squad, as a computer-managed club would: the best available player
/// for each slot of the formation (ability weighed by fitness), then a bench with a keeper and the
/// best of the rest. Short of natural players for a line, the best remaining outfielders fill in.
public enum LineUpPicker {
    public static func pick(from squad: [Player], formation: Formation) -> LineUp {
        Ranking(squad).lineUp(for: formation)
    }

    /// The line-up for `formation` that keeps the starters of `kept` who fit it — each line takes its kept
    /// natural players first (the best of them when more are kept than it has places), a short line its
    /// kept outfielders next — and fills the rest as `pick` does.
    public static func pick(from squad: [Player], formation: Formation, keeping kept: [String]) -> LineUp {
        Ranking(squad).lineUp(for: formation, keeping: Set(kept))
    }

    /// The formation an eleven makes by its players' natural positions, if it makes one: one keeper and
    /// lines of a listed formation.
    public static func formation(of starters: [Player]) -> Formation? {
        guard starters.count == LineUp.startersCount else { return nil }
        let counts = Position.allCases.map { position in starters.count { $0.position == position } }
        return Formation.allCases.first { formation in
            zip(Position.allCases, counts).allSatisfy { formation.slots(for: $0) == $1 }
        }
    }

    /// The formation that fits the squad best: the one whose picked eleven is strongest, ties to the first listed.
    public static func bestFormation(for squad: [Player]) -> Formation {
        Ranking(squad).bestLineUp().formation
    }

    /// A computer manager's whole choice: the best-fitting formation and its eleven.
    public static func pick(from squad: [Player]) -> LineUp {
        Ranking(squad).bestLineUp()
    }

    /// The same choice for a cup tie, rotating: fitness weighs twice as much, so tired regulars rest for fresher
    /// squad players (the league's match days come first).
    public static func pickRotating(from squad: [Player]) -> LineUp {
        Ranking(squad, rotating: true).bestLineUp()
    }

    /// A computer manager's choice for a match of `format`: rotating for a cup tie.
    public static func pick(from squad: [Player], for format: MatchFormat) -> LineUp {
        format.needsWinner ? pickRotating(from: squad) : pick(from: squad)
    }

    /// Overall scaled by fitness (in hundredths), so a tired star may rest for a fresher squad player; rotating,
    /// by fitness in full.
    static func weightedAbility(_ player: Player, rotating: Bool = false) -> Int {
        player.ratings.overall * (rotating ? player.condition.fitness : 50 + player.condition.fitness / 2)
    }
}

/// The available players of a squad, best first, ranked once and shared by every formation tried:
/// every club picks a line-up every match day, so this runs thousands of times a season.
private struct Ranking {
    let players: [Player]
    let weights: [Int]

    init(_ squad: [Player], rotating: Bool = false) {
        // Sorts small indices rather than whole players: moving players was most of the cost.
        let available = squad.indices.filter { squad[$0].condition.isAvailable }
        let weightAt = squad.map { LineUpPicker.weightedAbility($0, rotating: rotating) }
        let order = available.sorted { lhs, rhs in
            weightAt[lhs] != weightAt[rhs] ? weightAt[lhs] > weightAt[rhs] : squad[lhs].id < squad[rhs].id
        }
        players = order.map { squad[$0] }
        weights = order.map { weightAt[$0] }
    }

    func bestLineUp() -> LineUp {
        var best: (formation: Formation, starters: [Int], score: Int)?
        for formation in Formation.allCases {
            let starters = starterIndices(for: formation)
            let score = starters.reduce(0) { $0 + weights[$1] }
            if best == nil || score > best?.score ?? 0 { best = (formation, starters, score) }
        }
        let chosen = best ?? (Formation.allCases[0], starterIndices(for: Formation.allCases[0]), 0)
        return lineUp(formation: chosen.formation, starters: chosen.starters)
    }

    func lineUp(for formation: Formation, keeping kept: Set<String> = []) -> LineUp {
        lineUp(formation: formation, starters: starterIndices(for: formation, keeping: kept))
    }

    /// Indices into `players`: the natural players of each line, then the best spare outfielders (or anyone,
    /// while no keeper starts) up to eleven — the `kept` ones before the others at each step.
    private func starterIndices(for formation: Formation, keeping kept: Set<String> = []) -> [Int] {
        let order = kept.isEmpty ? Array(players.indices)
            : players.indices.filter { kept.contains(players[$0].id) }
                + players.indices.filter { !kept.contains(players[$0].id) }
        var taken = [Bool](repeating: false, count: players.count)
        var starters: [Int] = []
        for position in Position.allCases {
            var open = formation.slots(for: position)
            for index in order where open > 0 && players[index].position == position {
                taken[index] = true
                starters.append(index)
                open -= 1
            }
        }
        let keeperStarts = starters.contains { players[$0].position == .goalkeeper }
        for index in order where starters.count < LineUp.startersCount && !taken[index]
            && (!keeperStarts || players[index].position != .goalkeeper) {
            starters.append(index)
        }
        return starters
    }

    private func lineUp(formation: Formation, starters: [Int]) -> LineUp {
        let starting = Set(starters)
        let rest = players.indices.filter { !starting.contains($0) }.map { players[$0] }
        let benchKeeper = rest.first { $0.position == .goalkeeper }
        let outfieldPlaces = LineUp.benchSize - (benchKeeper == nil ? 0 : 1)
        let bench = (benchKeeper.map { [$0] } ?? []) + rest.filter { $0.position != .goalkeeper }.prefix(outfieldPlaces)
        let pitchOrder = starters.map { players[$0] }.sorted {
            $0.position != $1.position ? $0.position < $1.position : $0.id < $1.id
        }
        return LineUp(formation: formation, starters: pitchOrder.map(\.id), bench: bench.map(\.id))
    }
}
