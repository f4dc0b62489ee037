import DataManaging
import GameModels

/// `advance --json`: one season's end crossed on the way — honours, and what changed at the user's club.
struct SeasonEndListing: Codable, Equatable {
    struct Award: Codable, Equatable {
        let award: String
        let tier: Int
        let player: String
        let club: String
        let value: Double
    }

    let season: String
    let nextSeason: String
    let champions: [Champion]
    let promoted: [String]
    let relegated: [String]
    let awards: [Award]
    let position: Int
    let division: String
    let nextDivision: String
    let retired: [String]
    let youthIntake: [String]
    let released: [String]
    let renewed: [String]
    let signed: [String]
    let left: [String]

    init(_ end: SeasonEndSummary) {
        season = end.finishedSeasonLabel
        nextSeason = end.newSeasonLabel
        champions = end.champions
        promoted = end.promoted
        relegated = end.relegated
        awards = end.awards.map {
            Award(award: $0.title, tier: $0.tier, player: $0.playerName, club: $0.clubName, value: $0.value)
        }
        position = end.userPosition
        division = end.userFinishedDivision
        nextDivision = end.userNewDivision
        retired = end.userRetired
        youthIntake = end.userYouthIntake
        released = end.userReleased
        renewed = end.userRenewed
        signed = end.userSigned
        left = end.userLeft
    }
}
