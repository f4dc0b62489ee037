import DataManaging
import Economy
import GameModels
import GRDB
import Persistence

/// One of the user's players as a renewal or a release sees him: his club's tier, the squad he is in and
/// where the season stands. Building it refuses a player who is not the user's to decide on.
struct ContractSubject {
    let player: Player
    let squad: [Player]
    let tier: Int
    let seasonId: String
    let moment: SeasonMoment
    /// The week a sum paid now is booked in: the next to play, or the last once the season is played.
    let bookingWeek: Int
    /// Today, the date a message about the decision carries.
    let date: GameDate

    init(playerId: String, in db: Database) throws {
        guard let record = try PlayerRecord.fetchOne(db, key: playerId) else {
            throw DataError.playerNotFound(playerId)
        }
        let player = try PlayerTransformer.model(from: record)
        if try ContractStore.retiredSeason(playerId: playerId, in: db) != nil {
            throw DataError.contractRefused("\(player.fullName) has retired")
        }
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let userTeamId = context.career.userTeamId
        guard player.teamId == userTeamId, let team = context.teams.first(where: { $0.id == userTeamId }) else {
            throw DataError.contractRefused("\(player.fullName) does not play for \(context.clubName(userTeamId))")
        }
        let season = context.season
        let today = try SeasonToday(season: season, in: db)
        self.player = player
        squad = try SeasonStore.players(ofTeams: [userTeamId], in: db).map(PlayerTransformer.model(from:))
        tier = context.tier(ofDivision: team.divisionId)
        seasonId = season.id
        moment = today.moment
        bookingWeek = today.bookingWeek
        date = context.career.currentDate
    }
}
