/// One line of a league table: a club's place and record.
public struct Standing: Sendable, Hashable, Codable {
    public let position: Int
    public let record: TeamStats

    public init(position: Int, record: TeamStats) {
        self.position = position
        self.record = record
    }

    public var teamId: String { record.teamId }
}
