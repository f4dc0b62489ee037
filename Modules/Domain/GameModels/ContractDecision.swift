/// What a club does with a player whose contract runs out at the season's end.
public enum ContractDecision: String, Sendable, Hashable, Codable, CaseIterable {
    case renew
    case release
}
