/// A club changing division at a season's end.
public struct DivisionMove: Sendable, Hashable, Codable {
    public let teamId: String
    public let fromDivisionId: String
    public let toDivisionId: String
    /// Up a tier; otherwise down.
    public let promoted: Bool

    public init(teamId: String, fromDivisionId: String, toDivisionId: String, promoted: Bool) {
        self.teamId = teamId
        self.fromDivisionId = fromDivisionId
        self.toDivisionId = toDivisionId
        self.promoted = promoted
    }
}
