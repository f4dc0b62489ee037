/// The loaded profile, one slice per part of the page, top to bottom.
public struct PlayerProfileViewModel: Equatable, Sendable {
    public var header: PlayerHeaderViewModel
    /// Nil for a free agent.
    public var contract: PlayerContractViewModel?
    public var condition: PlayerConditionViewModel
    public var ratings: PlayerRatingsViewModel
    public var thisSeason: PlayerSeasonViewModel
    public var career: PlayerCareerViewModel

    public init(header: PlayerHeaderViewModel, contract: PlayerContractViewModel?,
                condition: PlayerConditionViewModel, ratings: PlayerRatingsViewModel,
                thisSeason: PlayerSeasonViewModel, career: PlayerCareerViewModel) {
        self.header = header
        self.contract = contract
        self.condition = condition
        self.ratings = ratings
        self.thisSeason = thisSeason
        self.career = career
    }
}
