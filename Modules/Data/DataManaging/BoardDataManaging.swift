/// The board slice: what the user's board thinks of him, the clubs offering him a job, and moving to one
/// (Modules/DECISIONS.md 26). Once sacked he has no club to play for until he accepts an offer; his offers
/// never run out meanwhile.
public protocol BoardDataManaging: Sendable {
    /// The board's confidence, its expectation of his club, its warning or sack, and his open offers.
    func boardStatus(careerId: String) async throws(DataError) -> BoardStatus

    /// Takes the job: the career's club changes in one transaction, his old club gets the new club's coach,
    /// the live match and tactics are cleared and the board starts afresh. `.jobOfferNotFound` for an id he
    /// does not hold.
    func acceptJobOffer(careerId: String, offerId: Int) async throws(DataError) -> BoardStatus

    /// Applies to another club; a yes is an open offer to accept. `.teamNotFound` for an unknown club,
    /// `.jobRefused` for his own club or one that has already offered him the job.
    func applyForJob(careerId: String, teamId: String) async throws(DataError) -> JobApplication
}
