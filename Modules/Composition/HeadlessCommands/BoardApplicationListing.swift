import DataManaging

/// `board --apply --json`: the club's answer; an offer's id to accept, or the reason it said no.
struct BoardApplicationListing: Codable, Equatable {
    let club: String
    let offerId: Int?
    let reason: String?

    init(_ application: JobApplication) {
        switch application {
        case .offered(let offer):
            club = offer.clubName
            offerId = offer.id
            reason = nil
        case .turnedDown(let clubName, let reason):
            club = clubName
            offerId = nil
            self.reason = reason
        }
    }
}
