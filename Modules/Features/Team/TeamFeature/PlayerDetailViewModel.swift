/// The inline panel for the selected player: every rating, age, contract and wage.
public struct PlayerDetailViewModel: Equatable, Sendable {
    public struct Rating: Equatable, Sendable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var name: String
    public var position: String
    /// The seven attributes, pace to goalkeeping.
    public var ratings: [Rating]
    public var overall: String
    public var age: String
    /// The last season of the contract, e.g. "2028".
    public var contractEnd: String
    /// e.g. "£12.0k/wk".
    public var wage: String

    public init(name: String, position: String, ratings: [Rating], overall: String, age: String,
                contractEnd: String, wage: String) {
        self.name = name
        self.position = position
        self.ratings = ratings
        self.overall = overall
        self.age = age
        self.contractEnd = contractEnd
        self.wage = wage
    }
}
