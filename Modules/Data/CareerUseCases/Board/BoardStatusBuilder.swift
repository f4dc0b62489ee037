import ClubBoard
import DataManaging
import GRDB
import Persistence

/// The user's standing with his board and his open offers, best club first.
enum BoardStatusBuilder {
    static func status(in db: Database) throws -> BoardStatus {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        let standing = BoardStanding(context: context,
                                     players: try SeasonStore.clubPlayers(in: db).map(PlayerTransformer.model(from:)))
        let teamId = context.career.userTeamId
        let (rank, clubs) = standing.rank(of: teamId)
        let ladder = JobMarket.ladder(standing.clubs).map(\.teamId)
        let offers = try BoardStore.offers(in: db).map { try offer(from: $0, context: context) }
            .sorted { (ladder.firstIndex(of: $0.teamId) ?? .max, $0.id) < (ladder.firstIndex(of: $1.teamId) ?? .max, $1.id) }
        return BoardStatus(teamId: teamId, clubName: context.clubName(teamId), rank: rank, clubs: clubs,
                           expectation: BoardExpectation(rank: rank, of: clubs),
                           state: BoardTransformer.state(from: try BoardStore.state(in: db)), offers: offers)
    }

    static func offer(from record: JobOfferRecord, context: SeasonContext) throws -> JobOffer {
        let (id, occasion, date) = try BoardTransformer.occasion(of: record)
        guard let team = context.teams.first(where: { $0.id == record.teamId }) else {
            throw StoredValueError(message: "job_offer \(id) names no club '\(record.teamId)'")
        }
        let division = context.division(team.divisionId)
        return JobOffer(id: id, teamId: team.id, clubName: context.clubName(team.id), divisionName: division?.name ?? "",
                        tier: division?.tier ?? context.tier(ofDivision: team.divisionId), occasion: occasion, date: date)
    }
}
