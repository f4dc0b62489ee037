import ClubBoard
import DataManaging
import GameModels

/// A coach warned by his board at Custard Rovers, and one sacked with two offers.
public enum BoardFixtures {
    public static let sackingOffer = JobOffer(id: 4, teamId: "team-3", clubName: "Real Muddyford",
                                              divisionName: "The Gravy Championship", tier: 2, occasion: .sacking,
                                              date: GameDate(year: 2026, month: 9, day: 5))
    public static let applicationOffer = JobOffer(id: 5, teamId: "team-4", clubName: "Athletic Puddlebury",
                                                  divisionName: "The Gravy Championship", tier: 2,
                                                  occasion: .application, date: GameDate(year: 2026, month: 9, day: 5))

    public static let warned = status(BoardState(confidence: 24, warned: true, sacked: false, weeksInJob: 12))
    public static let sacked = status(BoardState(confidence: 0, warned: true, sacked: true, weeksInJob: 14),
                                      offers: [sackingOffer, applicationOffer])
    /// At Real Muddyford, after taking the sacking's offer.
    public static let newJob = BoardStatus(teamId: "team-3", clubName: "Real Muddyford", rank: 1, clubs: 2,
                                           expectation: .titleFavourites, state: .newJob, offers: [])

    public static func status(_ state: BoardState, offers: [JobOffer] = []) -> BoardStatus {
        BoardStatus(teamId: "team-1", clubName: "Custard Rovers", rank: 2, clubs: 20, expectation: .titleChallengers,
                    state: state, offers: offers)
    }
}
