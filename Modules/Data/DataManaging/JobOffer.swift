import ClubBoard
import GameModels

/// A club offering the user its job, open until he takes one.
public struct JobOffer: Sendable, Hashable, Identifiable {
    public let id: Int
    public let teamId: String
    public let clubName: String
    public let divisionName: String
    public let tier: Int
    public let occasion: OfferOccasion
    public let date: GameDate

    public init(id: Int, teamId: String, clubName: String, divisionName: String, tier: Int, occasion: OfferOccasion,
                date: GameDate) {
        self.id = id
        self.teamId = teamId
        self.clubName = clubName
        self.divisionName = divisionName
        self.tier = tier
        self.occasion = occasion
        self.date = date
    }
}
