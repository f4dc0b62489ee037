import DataManaging
import GameModels
import Persistence

/// The pyramid of a generated world as the club chooser shows it: divisions by tier, clubs by name.
enum WorldPreviewBuilder {
    static func preview(of world: World) -> WorldPreview {
        let infos = Dictionary(world.teamInfos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let squads = Dictionary(grouping: world.players, by: \.teamId)
        let divisions = world.divisions.sorted { ($0.tier, $0.name) < ($1.tier, $1.name) }.map { division in
            let clubs = world.teams.filter { $0.divisionId == division.id }.compactMap { team -> WorldPreview.Club? in
                guard let info = infos[team.infoId] else { return nil }
                return WorldPreview.Club(teamId: team.id, name: info.name, shortName: info.shortName, city: info.city,
                                         strength: TeamStrength.rating(of: squads[team.id] ?? []))
            }
            return WorldPreview.DivisionClubs(divisionId: division.id, name: division.name, tier: division.tier,
                                              clubs: clubs.sorted { ($0.name, $0.teamId) < ($1.name, $1.teamId) })
        }
        return WorldPreview(seed: world.seed, leagueName: world.league.name, divisions: divisions)
    }
}
