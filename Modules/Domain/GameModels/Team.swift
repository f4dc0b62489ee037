/// A club's sporting side: which division it plays in, who coaches it and its money.
public struct Team: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let infoId: String
    public let divisionId: String
    public let coachId: String?
    public let budget: Int

    public init(id: String, infoId: String, divisionId: String, coachId: String?, budget: Int) {
        self.id = id
        self.infoId = infoId
        self.divisionId = divisionId
        self.coachId = coachId
        self.budget = budget
    }
}
