import ClubBoard
import DataManaging
import GRDB
import Persistence

/// Takes a job offer in one transaction: the user's coach and the new club's swap clubs, the career follows
/// him, the old club's live match and tactics are cleared, every offer lapses and the new board starts afresh.
enum JobMover {
    static func accept(offerId: Int, in db: Database) throws -> BoardStatus {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        guard let record = try BoardStore.offers(in: db).first(where: { $0.id == Int64(offerId) }) else {
            throw DataError.jobOfferNotFound(offerId)
        }
        let oldTeamId = context.career.userTeamId
        try BoardStore.moveUser(coachId: context.career.coachId, from: oldTeamId, to: record.teamId, in: db)
        try BoardStore.deleteOffers(in: db)
        try BoardStore.save(BoardTransformer.record(from: .newJob, careerId: context.career.id), in: db)
        try InboxPoster.post([BoardMessages.moved(from: context.clubName(oldTeamId), to: context.clubName(record.teamId),
                                                  teamId: record.teamId, date: context.career.currentDate)], in: db)
        return try BoardStatusBuilder.status(in: db)
    }
}
