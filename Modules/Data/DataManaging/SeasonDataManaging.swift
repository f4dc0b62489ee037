import GameModels

/// The season slice: what the end of a season asks of the user, and starting the next one.
public protocol SeasonDataManaging: Sendable {
    /// The user's players whose contracts end with the current season, best first.
    func expiringContracts(careerId: String) async throws(DataError) -> [Player]

    /// The youngsters the user's academy brings in at this season's end, best prospect first, each with the
    /// assistant's advice; the rollover draws exactly these, and keeps those `startNextSeason` is told to.
    func academyIntake(careerId: String) async throws(DataError) -> [AcademyProspect]

    /// Ends the finished season and starts the next in one transaction: tables and honours archived,
    /// promotion and relegation, a year on for every player, youth intake, contracts and academy places
    /// (the user's by `decisions`, the rest by the assistant; nobody in his squad he did not decide on is let go),
    /// new fixtures. `.seasonNotOver` while matches remain, so a repeated call never rolls over twice.
    func startNextSeason(careerId: String, decisions: [String: ContractDecision])
        async throws(DataError) -> SeasonEndSummary
}
