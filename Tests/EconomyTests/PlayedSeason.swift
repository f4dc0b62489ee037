import Economy
import GameModels
import SeasonEngine
import WorldGenerator

/// One season of a generated world played through, with every club's money week by week as a career
/// would book it: the table and form before each match day set the crowds, the squads' wages are paid
/// every week of the calendar and the prize money at the end.
struct PlayedSeason {
    struct Club {
        let teamId: String
        let tier: Int
        let capacity: Int
        let weeklyWageBill: Int
        var income: [MoneyKind: Int] = [:]
        var wages = 0

        var revenue: Int { income.values.reduce(0, +) }
        var wageToRevenue: Double { Double(wages) / Double(revenue) }
    }

    let world: World
    let weeks: Int
    let clubs: [Club]

    init(seed: UInt64) {
        world = WorldGenerator().generate(seed: seed)
        let season = SeasonSimulation.playSeason(world: world, seed: seed)
        weeks = season.matches.map(\.matchDay).max() ?? 0
        let tiers = Dictionary(uniqueKeysWithValues: world.divisions.map { ($0.id, $0.tier) })
        var clubs: [String: Club] = [:]
        for team in world.teams {
            let tier = tiers[team.divisionId] ?? 1
            clubs[team.id] = Club(teamId: team.id, tier: tier,
                                  capacity: StadiumCapacity.of(teamId: team.id, tier: tier, worldSeed: world.seed),
                                  weeklyWageBill: ClubWeek.wageBill(of: world.players.filter { $0.teamId == team.id }))
        }
        for division in world.divisions {
            let teamIds = world.teams.filter { $0.divisionId == division.id }.map(\.id)
            let matches = season.matches.filter { $0.divisionId == division.id }
            for week in 1...weeks {
                let before = matches.filter { $0.matchDay < week }
                let places = Dictionary(uniqueKeysWithValues: LeagueTable.standings(
                    seasonId: world.season.id, teamIds: teamIds, matches: before).map { ($0.teamId, $0.position) })
                let homes = Dictionary(uniqueKeysWithValues: matches.filter { $0.matchDay == week }
                    .map { ($0.homeTeamId, $0.awayTeamId) })
                for teamId in teamIds {
                    guard var club = clubs[teamId] else { continue }
                    let homeMatch = homes[teamId].map { opponent in
                        HomeMatch(tier: division.tier, capacity: club.capacity, clubs: teamIds.count,
                                  position: places[teamId] ?? 1, opponentPosition: places[opponent] ?? 1,
                                  form: Form.recent(teamId: teamId, matches: before))
                    }
                    for movement in ClubWeek.movements(tier: division.tier, capacity: club.capacity,
                                                       wageBill: club.weeklyWageBill, homeMatch: homeMatch) {
                        if movement.kind.isIncome {
                            club.income[movement.kind, default: 0] += movement.amount
                        } else if movement.kind == .wages {
                            club.wages += movement.amount
                        }
                    }
                    clubs[teamId] = club
                }
            }
            for standing in season.standings[division.id] ?? [] {
                clubs[standing.teamId]?.income[.prizeMoney, default: 0] +=
                    PrizeMoney.award(tier: division.tier, position: standing.position, clubs: teamIds.count)
            }
        }
        self.clubs = world.teams.compactMap { clubs[$0.id] }
    }

    func clubs(inTier tier: Int) -> [Club] {
        clubs.filter { $0.tier == tier }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
