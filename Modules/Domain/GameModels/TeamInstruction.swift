/// What the manager tells his side during a match. It moves the expected goals both ways: attacking makes
/// more chances and leaves more room behind, parking the bus gives up the first to cut the second.
public enum TeamInstruction: String, CaseIterable, Sendable, Hashable, Codable {
    case attack
    case hold
    case parkTheBus

    /// The label shown to the user.
    public var label: String {
        switch self {
        case .attack: "Attack"
        case .hold: "Hold"
        case .parkTheBus: "Park the bus"
        }
    }

    /// The next instruction in the order the user cycles through them.
    public var next: TeamInstruction {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
