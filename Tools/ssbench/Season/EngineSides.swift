import GameModels
import MatchEngine
import SeasonEngine

/// Every club of a world as the engine meets it, line-ups picked once, so timing the fast path times
/// the engine alone.
struct EngineSides {
    private let sides: [String: MatchSide]
    private let engine = MatchEngine()
    private let worldSeed: UInt64

    init(world: World) {
        let squads = Dictionary(grouping: world.players.filter { $0.teamId != nil }, by: { $0.teamId ?? "" })
        let names = Dictionary(uniqueKeysWithValues: world.teamInfos.map { ($0.id, $0.shortName) })
        var sides: [String: MatchSide] = [:]
        for team in world.teams {
            let squad = squads[team.id] ?? []
            sides[team.id] = MatchSide(teamId: team.id, name: names[team.infoId] ?? team.id, squad: squad,
                                       lineUp: LineUpPicker.pick(from: squad))
        }
        self.sides = sides
        worldSeed = world.seed
    }

    /// The club `teamId` as the engine meets it.
    func side(_ teamId: String) -> MatchSide? { sides[teamId] }

    /// Plays every fixture on the fast path (`counting` false: without the match's numbers); returns the goals
    /// so the work cannot be optimised away.
    func playAll(_ fixtures: [Match], counting: Bool = true) -> Int {
        fixtures.reduce(0) { goals, fixture in
            guard let home = sides[fixture.homeTeamId], let away = sides[fixture.awayTeamId] else { return goals }
            let seed = MatchSeed.seed(worldSeed: worldSeed, matchId: fixture.id)
            let report = counting ? engine.playFast(matchId: fixture.id, home: home, away: away, seed: seed)
                : engine.playUncounted(matchId: fixture.id, home: home, away: away, seed: seed)
            return goals + report.homeGoals + report.awayGoals
        }
    }
}
