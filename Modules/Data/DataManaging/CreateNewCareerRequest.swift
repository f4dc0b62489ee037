/// Everything needed to start a career. A nil `slot` takes the first free `career-N`.
public struct CreateNewCareerRequest: Sendable, Hashable {
    public let coachFirstName: String
    public let coachLastName: String
    public let teamId: String
    public let worldSeed: UInt64
    public let slot: String?

    public init(coachFirstName: String, coachLastName: String, teamId: String, worldSeed: UInt64, slot: String? = nil) {
        self.coachFirstName = coachFirstName
        self.coachLastName = coachLastName
        self.teamId = teamId
        self.worldSeed = worldSeed
        self.slot = slot
    }
}
