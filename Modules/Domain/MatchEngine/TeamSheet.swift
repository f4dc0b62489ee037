import GameModels

/// One side's players for a match, fixed at kick-off: the starters (in line-up order) and then the bench,
/// each rated once, and the line each starter plays in. A class, because it never changes and is shared by
/// the side's state, the outcome and the narration: passing it around costs one reference count.
final class TeamSheet: Sendable {
    let teamId: String
    let name: String
    let formation: Formation
    let players: [MatchPlayer]
    /// The squad as given, and where each of `players` sits in it: names and ids are looked up only
    /// when an event is written, so no player is copied in the minute loop.
    private let squad: [Player]
    private let squadIndices: [Int]
    let starterCount: Int
    /// The line of each starter, parallel to the first `starterCount` players.
    let starterLines: [PitchLine]

    init(_ side: MatchSide) {
        teamId = side.teamId
        name = side.name
        formation = side.lineUp.formation
        let squadIds = side.squad.map(\.id)
        let starters = Self.indices(of: side.lineUp.starters, in: squadIds)
        let bench = Self.indices(of: side.lineUp.bench, in: squadIds)
        squad = side.squad
        squadIndices = starters + bench
        players = squadIndices.map { MatchPlayer(side.squad[$0]) }
        starterCount = starters.count
        starterLines = Self.lines(for: Array(players[..<starters.count]), formation: formation)
    }

    /// Who the player numbered `number` is.
    func person(_ number: Int) -> Player {
        squad[squadIndices[number]]
    }

    /// The id of the player numbered `number`: what events, ratings and the situation name him by.
    func playerId(_ number: Int) -> String {
        squad[squadIndices[number]].id
    }

    /// Squad positions of `ids`, skipping any not in the squad. A linear search over the squad's ids beats building
    /// a dictionary for squads of about thirty: hashing a string costs more than comparing it (measured).
    private static func indices(of ids: [String], in squadIds: [String]) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(ids.count)
        for id in ids {
            if let index = squadIds.firstIndex(of: id) { found.append(index) }
        }
        return found
    }

    /// Starters fill their natural lines first, in line-up order; the rest take the open places where
    /// they rate best. Surplus players (beyond the formation's places) stay in their natural line. Also
    /// used when a manager changes formation during the match, for the players then on the pitch.
    static func lines(for starters: [MatchPlayer], formation: Formation) -> [PitchLine] {
        var open = PitchLine.all.map { formation.slots(for: $0.position) }
        var lines = [PitchLine?](repeating: nil, count: starters.count)
        for (index, starter) in starters.enumerated() where open[starter.natural.rawValue] > 0 {
            lines[index] = starter.natural
            open[starter.natural.rawValue] -= 1
        }
        for (index, starter) in starters.enumerated() where lines[index] == nil {
            let fits = PitchLine.all.filter { open[$0.rawValue] > 0 }
            let line = fits.max { starter.rating(in: $0) < starter.rating(in: $1) } ?? starter.natural
            lines[index] = line
            if open[line.rawValue] > 0 { open[line.rawValue] -= 1 }
        }
        return lines.compactMap { $0 }
    }
}
