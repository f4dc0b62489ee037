import GameModels

extension Formation {
    /// The formation `f` moves on to, in the listed order.
    package var following: Formation {
        let all = Formation.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}

extension LineUp {
    /// The same line-up labelled with the formation its eleven make by natural positions, when they make
    /// one: the formation follows the players moved by hand, so the two never disagree.
    package func followingItsEleven(in squad: [Player]) -> LineUp {
        let byId = Dictionary(squad.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard let shape = LineUpPicker.formation(of: starters.compactMap { byId[$0] }), shape != formation else {
            return self
        }
        return LineUp(formation: shape, starters: starters, bench: bench)
    }

    /// The starters who play out of their natural line: as the match engine places them, each line takes
    /// its natural players in line-up order up to the formation's places; the ones left over play elsewhere.
    package func outOfPosition(position: (String) -> Position?) -> Set<String> {
        var open = Dictionary(uniqueKeysWithValues: Position.allCases.map { ($0, formation.slots(for: $0)) })
        var strays: Set<String> = []
        for id in starters {
            guard let natural = position(id) else { continue }
            if open[natural, default: 0] > 0 {
                open[natural, default: 0] -= 1
            } else {
                strays.insert(id)
            }
        }
        return strays
    }
}
