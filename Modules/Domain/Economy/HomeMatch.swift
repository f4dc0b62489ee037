/// What sets the crowd of one home match: the ground, the tier, both clubs' places in the table (1 at
/// the top, of `clubs`) and the home side's form.
public struct HomeMatch: Sendable, Hashable {
    public let tier: Int
    public let capacity: Int
    public let clubs: Int
    public let position: Int
    public let opponentPosition: Int
    public let form: Form

    public init(tier: Int, capacity: Int, clubs: Int, position: Int, opponentPosition: Int, form: Form) {
        self.tier = tier
        self.capacity = max(0, capacity)
        self.clubs = max(1, clubs)
        self.position = position.clamped(to: 1...max(1, clubs))
        self.opponentPosition = opponentPosition.clamped(to: 1...max(1, clubs))
        self.form = form
    }
}
