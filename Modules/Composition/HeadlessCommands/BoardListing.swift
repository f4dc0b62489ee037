import DataManaging

/// `board --json`: the board's confidence (0–100), its expectation, its warning or sack, and the open offers.
struct BoardListing: Codable, Equatable {
    struct Offer: Codable, Equatable {
        let id: Int
        let teamId: String
        let club: String
        let division: String
        let tier: Int
        /// `sacking`, `strongSeason` or `application`.
        let occasion: String
        let date: String
    }

    let teamId: String
    let club: String
    let rank: Int
    let clubs: Int
    let expectation: String
    let confidence: Int
    let warned: Bool
    let sacked: Bool
    let weeksInJob: Int
    let offers: [Offer]

    init(_ status: BoardStatus) {
        teamId = status.teamId
        club = status.clubName
        rank = status.rank
        clubs = status.clubs
        expectation = status.expectation.words
        confidence = status.state.confidence
        warned = status.state.warned
        sacked = status.state.sacked
        weeksInJob = status.state.weeksInJob
        offers = status.offers.map { offer in
            Offer(id: offer.id, teamId: offer.teamId, club: offer.clubName, division: offer.divisionName,
                  tier: offer.tier, occasion: offer.occasion.rawValue, date: offer.date.description)
        }
    }
}
