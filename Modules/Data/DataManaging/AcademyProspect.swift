import GameModels

/// One youngster of the user's academy intake, shown at the season's end before the rollover: who he is (his
/// age for the new season) and whether the assistant would keep him.
public struct AcademyProspect: Sendable, Hashable {
    public let player: Player
    public let advice: ContractDecision

    public init(player: Player, advice: ContractDecision) {
        self.player = player
        self.advice = advice
    }
}
