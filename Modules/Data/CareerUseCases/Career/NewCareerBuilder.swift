import DataManaging
import GameModels
import Persistence
import SeasonEngine
import WorldGenerator

/// A career about to be written: the world with the user's coach in charge of the chosen club, and the
/// fixtures of its first season.
struct NewCareer {
    let career: Career
    let world: World
    let fixtures: [Match]
    let summary: CareerSummary
}

/// Puts the user's coach in charge of the chosen club. The club's AI coach is dropped from the world:
/// a new career never starts with an unemployed coach.
enum NewCareerBuilder {
    static let userCoachId = "coach-user"

    static func build(slot: String, firstName: String, lastName: String, teamId: String,
                      world: World) throws(DataError) -> NewCareer {
        guard let chosen = world.teams.first(where: { $0.id == teamId }) else { throw .teamNotFound(teamId) }
        let coachId = freeCoachId(in: world.coaches)
        let coach = Coach(id: coachId, teamId: chosen.id, firstName: firstName, lastName: lastName, isUser: true)
        let team = Team(id: chosen.id, infoId: chosen.infoId, divisionId: chosen.divisionId, coachId: coachId,
                        budget: chosen.budget)
        let coaches = world.coaches.filter { $0.id != chosen.coachId && $0.teamId != chosen.id } + [coach]
        let teams = world.teams.map { $0.id == chosen.id ? team : $0 }
        let updated = World(seed: world.seed, league: world.league, divisions: world.divisions,
                            teamInfos: world.teamInfos, teams: teams, coaches: coaches, players: world.players,
                            season: world.season, startDate: world.startDate)
        let career = Career(id: slot, coachId: coachId, userTeamId: team.id, leagueId: world.league.id,
                            currentSeasonId: world.season.id, worldSeed: world.seed, currentDate: world.startDate)
        guard let info = world.teamInfos.first(where: { $0.id == team.infoId }),
              let division = world.divisions.first(where: { $0.id == team.divisionId }) else {
            throw .storage("the generated world lacks the identity or division of club '\(team.id)'")
        }
        let summary = CareerSummary(slot: slot, career: career, coach: coach, info: info, division: division,
                                    season: world.season)
        return NewCareer(career: career, world: updated,
                         fixtures: FixtureScheduler.fixtures(for: updated, seed: world.seed), summary: summary)
    }

    /// `coach-user`, or `coach-user-2`, … should a generated coach already carry that id.
    private static func freeCoachId(in coaches: [Coach]) -> String {
        let taken = Set(coaches.map(\.id))
        var candidate = userCoachId
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(userCoachId)-\(number)"
            number += 1
        }
        return candidate
    }
}
