import GameModels
import WorldGenerator

/// The academy's part of a season's end (Modules/DECISIONS.md 33): every club's intake and whom a club keeps of
/// it. The intake is drawn from the season just ended (each club's tier then, its own seed, the names already in
/// the game), so the user sees his before the rollover and decides on it; the rollover draws the same players.
public enum AcademyIntake {
    /// The intake of every club for the season starting in `year`, clubs in id order.
    public static func intake(year: Int, teams: [Team], divisions: [Division], players: [Player],
                              worldSeed: UInt64) -> [Player] {
        var rng = SeededRandomNumberGenerator(seed: SeedMixing.seed(worldSeed, label: "academy-\(year)"))
        let tierOf = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        var usedNames = Set(players.map(\.fullName))
        let clubNumber = IntakeIds.clubNumbers(teams)
        return teams.sorted { $0.id < $1.id }.flatMap { team in
            YouthAcademy.intake(teamId: team.id, tier: tierOf[team.divisionId] ?? 1, seasonYear: year,
                                idPrefix: IntakeIds.academy(year: year, club: clubNumber[team.id] ?? 0),
                                usedNames: &usedNames, using: &rng)
        }
    }

    /// What the rollover of `input` will bring club `teamId` from its academy, best prospect first, each with the
    /// advice the assistant follows when nobody decides: the same players, the tier the club plays in next and the
    /// youngsters it keeps, counted as `SquadPlanner.settle` counts them.
    public static func prospects(of teamId: String, in input: SeasonRolloverInput)
        -> [(player: Player, advice: ContractDecision)] {
        let year = input.season.year + 1
        let intake = Self.intake(year: year, teams: input.teams, divisions: input.divisions, players: input.players,
                                 worldSeed: input.worldSeed).filter { $0.teamId == teamId }
        let moved = PromotionRule.moves(divisions: input.divisions, standings: input.standings)
            .first { $0.teamId == teamId }?.toDivisionId
        let divisionId = moved ?? input.teams.first { $0.id == teamId }?.divisionId
        let staying = input.players.filter { $0.teamId == teamId && $0.contract.endSeason >= year }
        let advice = Self.advice(for: intake,
                                 youngsters: staying.filter { $0.age + 1 <= SeasonAwards.youngAge }.count,
                                 tier: input.divisions.first { $0.id == divisionId }?.tier ?? 1)
        return intake.sorted { ($0.potential, $1.id) > ($1.potential, $0.id) }
            .map { ($0, advice[$0.id] ?? .release) }
    }

    /// Whether a club in `tier` with `youngsters` players aged 21 or under keeps this prospect: the best of its
    /// intake when he comes within a deviation of the tier's peak-age level, always; another whose potential
    /// reaches that level while the club has academy places.
    static func keeps(_ prospect: Player, bestOfIntake: Bool, tier: Int, youngsters: Int) -> Bool {
        let peak = TierLevel.peakOverall(tier: tier)
        if bestOfIntake { return prospect.potential >= peak - nearPeak }
        return youngsters < SquadPlanner.youngsterPlaces && prospect.potential >= peak
    }

    /// How far below the tier's peak level the best of an intake may reach and still be kept.
    static let nearPeak = 6

    /// The id of the intake's best prospect: highest potential, then overall, then id.
    static func bestProspect(of intake: [Player]) -> String? {
        intake.max { ($0.potential, $0.ratings.overall, $1.id) < ($1.potential, $1.ratings.overall, $0.id) }?.id
    }

    /// What the assistant advises for one club's `intake` when the players it keeps include `youngsters`
    /// aged 21 or under: keep as a computer club would, in order of potential.
    public static func advice(for intake: [Player], youngsters: Int, tier: Int) -> [String: ContractDecision] {
        let best = bestProspect(of: intake)
        var youngsters = youngsters
        var advice: [String: ContractDecision] = [:]
        for prospect in intake.sorted(by: { ($0.potential, $1.id) > ($1.potential, $0.id) }) {
            let keep = keeps(prospect, bestOfIntake: prospect.id == best, tier: tier, youngsters: youngsters)
            advice[prospect.id] = keep ? .renew : .release
            if keep { youngsters += 1 }
        }
        return advice
    }
}
