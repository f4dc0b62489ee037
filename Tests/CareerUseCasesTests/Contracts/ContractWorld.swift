@testable import CareerUseCases
import Foundation
import GameModels
@testable import Persistence

/// The season world with the Owls' squad grown to 25 (a third keeper, eight outfielders: 7 defenders, 8
/// midfielders, 7 forwards), so releases have room above the market's squad minimum of 20 and each position's. `veteranId` is 31: he asks two seasons, which his deal to 2028 covers.
enum ContractWorld {
    static let veteranId = "t-owls-x0"
    static let extraKeeperId = "t-owls-x1"
    static let extras = [SeasonWorld.player(id: veteranId, teamId: SeasonWorld.userTeamId, position: .defender, level: 63),
                         SeasonWorld.player(id: extraKeeperId, teamId: SeasonWorld.userTeamId, position: .goalkeeper,
                                            level: 70)]
        + (2..<8).map { SeasonWorld.player(id: "t-owls-x\($0)", teamId: SeasonWorld.userTeamId,
                                           position: $0 % 2 == 0 ? .midfielder : .forward, level: 70) }
        + [SeasonWorld.player(id: "t-owls-x8", teamId: SeasonWorld.userTeamId, position: .defender, level: 60)]
    static let world = World(seed: SeasonWorld.seed, league: SeasonWorld.world.league, divisions: SeasonWorld.divisions,
                             teamInfos: SeasonWorld.teamInfos, teams: SeasonWorld.teams, coaches: SeasonWorld.coaches,
                             players: SeasonWorld.players + extras, season: SeasonWorld.season,
                             startDate: SeasonWorld.startDate)
}

/// A manager over the contract world with the Owls' career started in slot "owls".
func contractCareer(_ directory: URL) async throws -> SQLiteDataManager {
    let manager = SQLiteDataManager(dataDirectory: directory, worldSource: { _ in ContractWorld.world })
    try await startSeasonCareer(manager)
    return manager
}
