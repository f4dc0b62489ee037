/// What makes a line-up legal for a squad: eleven different, available squad players with exactly one
/// keeper among them, and a bench of at most seven others from the same squad.
public enum LineUpRule {
    public enum Violation: Error, Sendable, Equatable, CustomStringConvertible {
        case wrongStarterCount(Int)
        case notInSquad(String)
        case duplicate(String)
        case unavailable(String)
        case keeperCount(Int)
        case benchTooLong(Int)

        public var description: String {
            switch self {
            case .wrongStarterCount(let count): "a line-up needs \(LineUp.startersCount) starters, not \(count)"
            case .notInSquad(let id): "player '\(id)' is not in the squad"
            case .duplicate(let id): "player '\(id)' is named twice"
            case .unavailable(let id): "player '\(id)' is injured or suspended"
            case .keeperCount(let count): "a line-up needs exactly one goalkeeper among the starters, not \(count)"
            case .benchTooLong(let count): "a bench holds at most \(LineUp.benchSize) players, not \(count)"
            }
        }
    }

    public static func validate(_ lineUp: LineUp, squad: [Player]) -> Violation? {
        guard lineUp.starters.count == LineUp.startersCount else { return .wrongStarterCount(lineUp.starters.count) }
        guard lineUp.bench.count <= LineUp.benchSize else { return .benchTooLong(lineUp.bench.count) }
        let players = Dictionary(squad.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for id in lineUp.starters + lineUp.bench {
            guard let player = players[id] else { return .notInSquad(id) }
            guard seen.insert(id).inserted else { return .duplicate(id) }
            guard player.condition.isAvailable else { return .unavailable(id) }
        }
        let keepers = lineUp.starters.filter { players[$0]?.position == .goalkeeper }.count
        return keepers == 1 ? nil : .keeperCount(keepers)
    }
}
