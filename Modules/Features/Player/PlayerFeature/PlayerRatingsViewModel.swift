/// The overall rating and the seven attributes, each with the number its bar shows.
public struct PlayerRatingsViewModel: Equatable, Sendable {
    public struct Rating: Equatable, Sendable {
        public var label: String
        public var value: String
        /// 1–99, for the bar.
        public var level: Int

        public init(label: String, value: String, level: Int) {
            self.label = label
            self.value = value
            self.level = level
        }
    }

    public var overall: Rating
    /// Pace to goalkeeping.
    public var attributes: [Rating]

    public init(overall: Rating, attributes: [Rating]) {
        self.overall = overall
        self.attributes = attributes
    }
}
