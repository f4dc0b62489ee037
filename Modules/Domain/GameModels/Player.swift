/// A footballer. Linked to a team by `teamId`; nil means a free agent.
public struct Player: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let teamId: String?
    public let firstName: String
    public let lastName: String
    public let position: Position
    public let age: Int
    public let ratings: PlayerRatings
    public let contract: Contract
    public let condition: PlayerCondition

    public init(id: String, teamId: String?, firstName: String, lastName: String,
                position: Position, age: Int, ratings: PlayerRatings, contract: Contract,
                condition: PlayerCondition = .fresh) {
        self.id = id
        self.teamId = teamId
        self.firstName = firstName
        self.lastName = lastName
        self.position = position
        self.age = age
        self.ratings = ratings
        self.contract = contract
        self.condition = condition
    }

    /// The same player in another condition.
    public func with(condition: PlayerCondition) -> Player {
        Player(id: id, teamId: teamId, firstName: firstName, lastName: lastName, position: position, age: age,
               ratings: ratings, contract: contract, condition: condition)
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}
