import GameModels
@testable import SeasonEngine
import Testing
import WorldGenerator

/// The academy and the squad clear-out at a season's end: the intake the user is shown is the one the rollover
/// draws, clubs keep their best prospects, and computer clubs let go grown players far below their tier.
@Suite("Academy intake and releases at the season's end")
struct AcademyAndReleaseTests {
    let world = TestWorld.world
    let userTeamId = TestWorld.topClubs[0]

    func roll(players: [Player]? = nil, decisions: [String: ContractDecision]? = [:]) -> SeasonRolloverOutcome {
        SeasonRollover.roll(SeasonRolloverInput(
            season: world.season, divisions: world.divisions, teams: world.teams, players: players ?? world.players,
            standings: [:], lines: [], userTeamId: userTeamId, contractDecisions: decisions, worldSeed: 2026))
    }

    var intake: [Player] {
        AcademyIntake.intake(year: world.season.year + 1, teams: world.teams, divisions: world.divisions,
                             players: world.players, worldSeed: 2026)
    }

    @Test("the intake shown before the season's end is the one the rollover brings, player for player")
    func intakeIsTheRollovers() {
        #expect(!intake.isEmpty)
        #expect(roll().youthIntake == intake)
    }

    @Test("the advice shown is what the rollover does when nobody decides: the same players kept, every club")
    func adviceIsTheRollovers() {
        let input = SeasonRolloverInput(season: world.season, divisions: world.divisions, teams: world.teams,
                                        players: world.players, standings: [:], lines: [], userTeamId: nil,
                                        contractDecisions: nil, worldSeed: 2026)
        let outcome = SeasonRollover.roll(input)
        let clubOf = Dictionary(uniqueKeysWithValues: outcome.players.map { ($0.id, $0.teamId) })
        for team in world.teams {
            let prospects = AcademyIntake.prospects(of: team.id, in: input)
            #expect(prospects.map(\.player) == outcome.youthIntake.filter { $0.teamId == team.id }
                .sorted { ($0.potential, $1.id) > ($1.potential, $0.id) })
            for prospect in prospects {
                // A youngster let go may sign elsewhere; kept means kept by his own club.
                #expect((clubOf[prospect.player.id] == team.id) == (prospect.advice == .renew),
                        "\(team.id): \(prospect.player.id) advised \(prospect.advice)")
            }
        }
    }

    @Test("computer clubs keep nearly half their intake and every best prospect near their tier's level")
    func clubsKeepTheirBestProspects() {
        let outcome = roll()
        let released = Set(outcome.releasedIds)
        let computerIntake = outcome.youthIntake.filter { $0.teamId != userTeamId }
        let kept = computerIntake.filter { !released.contains($0.id) }
        // Before, two in three went straight to the free agents (101 of 151 in a career's first season's end).
        #expect(Double(kept.count) / Double(computerIntake.count) >= 0.45)
        let tierOf = Dictionary(uniqueKeysWithValues: world.divisions.map { ($0.id, $0.tier) })
        for (teamId, club) in Dictionary(grouping: computerIntake, by: { $0.teamId ?? "" }) {
            guard let bestId = AcademyIntake.bestProspect(of: club), let best = club.first(where: { $0.id == bestId }),
                  let divisionId = world.teams.first(where: { $0.id == teamId })?.divisionId else { continue }
            let peak = TierLevel.peakOverall(tier: tierOf[divisionId] ?? 1)
            if best.potential >= peak - AcademyIntake.nearPeak {
                #expect(!released.contains(best.id), "\(teamId) let its best prospect \(best.id) go")
            }
        }
    }

    @Test("the user's academy goes by his decisions, the assistant's advice where he made none")
    func theUserDecides() throws {
        let mine = intake.filter { $0.teamId == userTeamId }
        let first = try #require(mine.first)
        for decision in ContractDecision.allCases {
            let outcome = roll(decisions: [first.id: decision])
            let squad = outcome.players.filter { $0.teamId == userTeamId }
            #expect(squad.contains { $0.id == first.id } == (decision == .renew))
        }
    }

    @Test("a computer club lets a grown player far below its tier go; the user's club keeps him unless nobody manages it")
    func deadwoodLeaves() throws {
        let computerTeamId = TestWorld.topClubs[1]
        let floor = TierLevel.peakOverall(tier: 1) - SquadPlanner.farBelowTier
        let weak = { (teamId: String, id: String) in
            Player(id: id, teamId: teamId, firstName: "Dud", lastName: id, position: .midfielder, age: 27,
                   ratings: PlayerRatings(pace: 30, shooting: 30, passing: 30, dribbling: 30, defending: 30,
                                          physical: 30, goalkeeping: 10, overall: floor - 5),
                   contract: Contract(weeklyWage: 1_000, endSeason: world.season.year + 3), potential: floor - 5)
        }
        let players = world.players + [weak(computerTeamId, "dud-cpu"), weak(userTeamId, "dud-user")]
        let outcome = roll(players: players)
        #expect(outcome.releasedIds.contains("dud-cpu"))
        #expect(!outcome.players.contains { $0.id == "dud-cpu" && $0.teamId == computerTeamId })
        #expect(outcome.players.contains { $0.id == "dud-user" && $0.teamId == userTeamId })
        #expect(roll(players: players, decisions: nil).releasedIds.contains("dud-user"))
    }
}
