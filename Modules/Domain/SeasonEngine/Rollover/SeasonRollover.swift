import Economy
import GameModels
import WorldGenerator

/// The end of a season for the whole pyramid (Modules/DECISIONS.md 14), pure and seeded: the same input
/// gives the same next season. Champions and awards, promotion and relegation, a year on for every player
/// (growth, decline, retirements), each club's youth intake, contracts renewed or released, free agents
/// signed so every squad stays playable, and the new season's fixtures.
public enum SeasonRollover {
    /// Free agents released before this many seasons ago leave the game.
    static let freeAgentSeasons = 1

    public static func roll(_ input: SeasonRolloverInput) -> SeasonRolloverOutcome {
        let year = input.season.year + 1
        var rng = SeededRandomNumberGenerator(seed: SeedMixing.seed(input.worldSeed, label: "rollover-\(year)"))
        let tierOf = Dictionary(input.divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        let champions = input.standings.compactMapValues { table in table.first { $0.position == 1 }?.teamId }
        let awards = SeasonAwards.awards(divisions: input.divisions, teams: input.teams, players: input.players,
                                         lines: input.lines, standings: input.standings)
        let moves = PromotionRule.moves(divisions: input.divisions, standings: input.standings)
        let newDivision = Dictionary(moves.map { ($0.teamId, $0.toDivisionId) }, uniquingKeysWith: { first, _ in first })
        let teams = input.teams.map { team in
            Team(id: team.id, infoId: team.infoId, divisionId: newDivision[team.id] ?? team.divisionId,
                 coachId: team.coachId, budget: team.budget)
        }
        let clubTier = Dictionary(teams.map { ($0.id, tierOf[$0.divisionId] ?? 1) }, uniquingKeysWith: { first, _ in first })

        // A year on for everyone; some stop, and long-unsigned free agents leave.
        var retired: [Player] = []
        var departedIds: [String] = []
        var active: [Player] = []
        let appearances = input.lines.reduce(into: [String: Int]()) { $0[$1.playerId, default: 0] += $1.appearances }
        for player in input.players.sorted(by: { $0.id < $1.id }) {
            let aged = PlayerDevelopment.aged(player, using: &rng).with(condition: .fresh)
            if RetirementRule.retires(aged, appearances: appearances[aged.id] ?? 0, using: &rng) {
                retired.append(aged)
            } else if aged.teamId == nil, aged.contract.endSeason < year - freeAgentSeasons {
                departedIds.append(aged.id)
            } else {
                active.append(aged)
            }
        }

        // The stars whose contracts run out sign where the wages are highest (before anyone settles a squad).
        let stars = StarFreeAgency.sign(players: active, budgets: topFlightWageBudgets(teams, tiers: clubTier, input),
                                        year: year, managed: input.contractDecisions == nil ? nil : input.userTeamId,
                                        using: &rng)
        active = stars.players

        // Youth first, so clubs weigh their new youngsters when they decide on contracts; every club looks
        // at a few academy youngsters and keeps its best prospects (the user's by his decisions).
        let youth = AcademyIntake.intake(year: year, teams: input.teams, divisions: input.divisions,
                                         players: input.players, worldSeed: input.worldSeed)
        var usedNames = Set((active + youth).map(\.fullName))
        let squads = Dictionary(grouping: active + youth) { $0.teamId ?? "" }
        let trialists = Set(youth.map(\.id))
        var pool = squads[""] ?? []
        var kept: [String: [Player]] = [:]
        var releasedIds: [String] = []
        var releasedBy: [String: String] = [:]
        var renewedIds = stars.renewedIds
        for team in teams.sorted(by: { $0.id < $1.id }) {
            let managed = team.id == input.userTeamId ? input.contractDecisions : nil
            let settled = SquadPlanner.settle(squad: squads[team.id] ?? [], seasonYear: year,
                                              tier: clubTier[team.id] ?? 1, decisions: managed ?? [:],
                                              trialists: trialists, clearsDeadwood: managed == nil)
            kept[team.id] = settled.kept.map { player in
                guard settled.renewed.contains(where: { $0.id == player.id }) else { return player }
                return player.with(teamId: team.id, contract: ContractRenewal.contract(
                    for: player, tier: clubTier[team.id] ?? 1, seasonYear: year, using: &rng))
            }
            renewedIds += settled.renewed.map(\.id)
            releasedIds += settled.released.map(\.id)
            for player in settled.released { releasedBy[player.id] = team.id }
            pool += settled.released.map { $0.with(teamId: nil, contract: Contract(weeklyWage: $0.contract.weeklyWage,
                                                                                 endSeason: year - 1)) }
        }

        // Clubs short of players sign free agents, the top tier first, so the best go highest.
        var signings = stars.moves
        let clubNumber = IntakeIds.clubNumbers(teams)
        for team in teams.sorted(by: { (clubTier[$0.id] ?? 1, $0.id) < (clubTier[$1.id] ?? 1, $1.id) }) {
            var squad = kept[team.id] ?? []
            while true {
                // A club never takes back a player it has just let go, nor gets one far above its tier's level
                // (his wage demands): stars released at the top do not drop to the bottom.
                let ceiling = TierLevel.peakOverall(tier: clubTier[team.id] ?? 1) + SquadPlanner.signingHeadroom
                let candidates = pool.filter { releasedBy[$0.id] != team.id && $0.ratings.overall <= ceiling }
                let signing: Player
                if let free = SquadPlanner.nextSigning(for: squad, from: candidates) {
                    pool.removeAll { $0.id == free.id }
                    signing = free
                } else if let position = SquadPlanner.positionToFill(in: squad) {
                    // Nobody free fits: a part-timer from outside the pyramid.
                    signing = NonLeagueScout.journeyman(
                        position: position, tier: clubTier[team.id] ?? 1, seasonYear: year,
                        id: IntakeIds.journeyman(year: year, club: clubNumber[team.id] ?? 0, number: squad.count),
                        usedNames: &usedNames, using: &rng)
                } else {
                    break
                }
                let signed = signing.with(teamId: team.id, contract: ContractRenewal.contract(
                    for: signing, tier: clubTier[team.id] ?? 1, seasonYear: year, using: &rng))
                squad.append(signed)
                signings.append(PlayerSigning(playerId: signed.id, teamId: team.id))
            }
            kept[team.id] = squad
        }

        let season = Season(id: "season-\(year)", leagueId: input.season.leagueId, year: year)
        let fixtures = input.divisions.sorted { $0.tier < $1.tier }.flatMap { division in
            FixtureScheduler.fixtures(seasonId: season.id, divisionId: division.id,
                                      teamIds: teams.filter { $0.divisionId == division.id }.map(\.id),
                                      seed: SeedMixing.seed(SeedMixing.seed(input.worldSeed, label: season.id),
                                                            label: division.id))
        }
        let players = teams.sorted { $0.id < $1.id }.flatMap { kept[$0.id] ?? [] } + pool.sorted { $0.id < $1.id }
        return SeasonRolloverOutcome(season: season, teams: teams, players: players, retired: retired,
                                     departedIds: departedIds, moves: moves, champions: champions, awards: awards,
                                     youthIntake: youth, releasedIds: releasedIds, renewedIds: renewedIds,
                                     signings: signings, fixtures: fixtures)
    }

    /// Next season's weekly wage budget of every club of the top flight whose money `input` holds, as its board sets
    /// it at the new season's start (`BoardBudget`, from the season's revenue and the money in the bank, over as many
    /// weeks as the biggest division has rounds).
    private static func topFlightWageBudgets(_ teams: [Team], tiers: [String: Int], _ input: SeasonRolloverInput)
        -> [String: Int] {
        let top = teams.filter { tiers[$0.id] == 1 }
        let weeks = Dictionary(grouping: teams, by: \.divisionId).values.map { 2 * max(1, $0.count - 1) }.max() ?? 1
        return Dictionary(top.compactMap { team in
            input.money[team.id].map { money in
                (team.id, BoardBudget.season(teamId: team.id, tier: 1, clubs: top.count, weeks: weeks,
                                             worldSeed: input.worldSeed, lastRevenue: money.lastRevenue,
                                             openingBalance: money.balance).weeklyWages)
            }
        }, uniquingKeysWith: { first, _ in first })
    }
}
