import Economy
import GameModels
import WorldGenerator

/// Where the best players go when their contracts run out (issue 18): before the clubs settle their squads, each
/// expiring star, best first, signs for the top-flight club with the most of next season's wage budget still
/// free — his own club included, which then keeps him. So the clubs whose income pays the biggest wages gather the
/// best players and keep them, and the champion is as strong as real ones rather than one of many equals.
enum StarFreeAgency {
    /// A star stands this many points above the top tier's peak-age level.
    static let margin = 2
    /// Older stars are no longer chased: their clubs decide on them as on anyone else.
    static let oldest = 30

    /// What the stars decided: everyone (a year on) with each expiring star at the club he signed for on a new
    /// contract; the stars who joined another club, and those who stayed (renewed).
    struct Outcome {
        let players: [Player]
        let moves: [PlayerSigning]
        let renewedIds: [String]
    }

    /// `budgets`: next season's weekly wage budget of each top-flight club, by team id. `managed`: the user's club,
    /// whose players follow his decisions and which signs nobody he did not choose.
    static func sign(players: [Player], budgets: [String: Int], year: Int, managed: String?,
                     using rng: inout SeededRandomNumberGenerator) -> Outcome {
        let clubs = budgets.keys.filter { $0 != managed }.sorted()
        guard !clubs.isEmpty else { return Outcome(players: players, moves: [], renewedIds: []) }
        let line = TierLevel.peakOverall(tier: 1) + margin
        var bills = Dictionary(grouping: players.filter { $0.teamId != nil && $0.contract.endSeason >= year }) {
            $0.teamId ?? ""
        }.mapValues(ClubWeek.wageBill)
        let stars = players.filter { player in
            guard let teamId = player.teamId, teamId != managed else { return false }
            return player.contract.endSeason < year && player.ratings.overall >= line && player.age <= oldest
        }.sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
        var signed: [String: Player] = [:]
        var moves: [PlayerSigning] = []
        var renewedIds: [String] = []
        for star in stars {
            let room = { (club: String) in (budgets[club] ?? 0) - (bills[club] ?? 0) }
            guard let club = clubs.max(by: { (room($0), $1) < (room($1), $0) }) else { continue }
            let contract = ContractRenewal.contract(for: star, tier: 1, seasonYear: year, using: &rng)
            bills[club, default: 0] += contract.weeklyWage
            signed[star.id] = star.with(teamId: club, contract: contract)
            if club == star.teamId {
                renewedIds.append(star.id)
            } else {
                moves.append(PlayerSigning(playerId: star.id, teamId: club))
            }
        }
        return Outcome(players: players.map { signed[$0.id] ?? $0 }, moves: moves, renewedIds: renewedIds)
    }
}
