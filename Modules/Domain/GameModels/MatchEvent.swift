/// One moment of a match with its line of commentary. `playerId` is the main actor (scorer, booked or
/// injured player, player coming off); `otherPlayerId` the second one (assister, substitute coming on).
/// Matches played on the fast path keep only the events that change the record (goals, cards, injuries,
/// substitutions) and leave `commentary` empty.
public struct MatchEvent: Sendable, Hashable, Codable {
    /// `penalty`: a kick of a shootout.
    public enum Kind: String, CaseIterable, Sendable, Hashable, Codable {
        case kickOff, possession, chance, shot, save, miss, goal, foul, yellowCard, redCard, injury,
             substitution, whimsy, halfTime, fullTime, corner, offside, penalty
    }

    public let minute: Int
    public let kind: Kind
    public let teamId: String?
    public let playerId: String?
    public let otherPlayerId: String?
    public let commentary: String

    public init(minute: Int, kind: Kind, teamId: String? = nil, playerId: String? = nil,
                otherPlayerId: String? = nil, commentary: String = "") {
        self.minute = minute
        self.kind = kind
        self.teamId = teamId
        self.playerId = playerId
        self.otherPlayerId = otherPlayerId
        self.commentary = commentary
    }
}
