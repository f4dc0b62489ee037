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
    /// The overall he can reach at his peak; hidden from the user. Young players grow toward it, and it
    /// falls with his overall once he declines.
    public let potential: Int

    /// `potential` nil: as good as he is now.
    public init(id: String, teamId: String?, firstName: String, lastName: String,
                position: Position, age: Int, ratings: PlayerRatings, contract: Contract,
                condition: PlayerCondition = .fresh, potential: Int? = nil) {
        self.id = id
        self.teamId = teamId
        self.firstName = firstName
        self.lastName = lastName
        self.position = position
        self.age = age
        self.ratings = ratings
        self.contract = contract
        self.condition = condition
        self.potential = max(potential ?? ratings.overall, ratings.overall)
    }

    /// The same player in another condition.
    public func with(condition: PlayerCondition) -> Player {
        with(condition: condition, teamId: teamId)
    }

    /// The same player with any of his changing parts replaced.
    public func with(condition: PlayerCondition? = nil, teamId: String?, age: Int? = nil, ratings: PlayerRatings? = nil,
                     contract: Contract? = nil, potential: Int? = nil) -> Player {
        Player(id: id, teamId: teamId, firstName: firstName, lastName: lastName, position: position,
               age: age ?? self.age, ratings: ratings ?? self.ratings, contract: contract ?? self.contract,
               condition: condition ?? self.condition, potential: potential ?? self.potential)
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}
