import ClubBoard
import DataManaging
import GRDB
import Persistence

/// The user's application to a club, answered by the job market's rule; a yes is stored as an open offer.
enum JobApplicant {
    static func apply(to teamId: String, in db: Database) throws -> JobApplication {
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        guard context.teams.contains(where: { $0.id == teamId }) else { throw DataError.teamNotFound(teamId) }
        let club = context.clubName(teamId)
        let userTeamId = context.career.userTeamId
        let state = BoardTransformer.state(from: try BoardStore.state(in: db))
        guard teamId != userTeamId || state.sacked else { throw DataError.jobRefused("you already manage \(club)") }
        guard try !BoardStore.offers(in: db).contains(where: { $0.teamId == teamId }) else {
            throw DataError.jobRefused("\(club) has already offered you the job: accept its offer")
        }
        let standing = BoardStanding(context: context,
                                     players: try SeasonStore.clubPlayers(in: db).map(PlayerTransformer.model(from:)))
        switch JobMarket.answer(applicationTo: teamId, coachClub: userTeamId, sacked: state.sacked,
                                clubs: standing.clubs, worldSeed: context.career.worldSeed, season: context.season.year) {
        case .offer:
            let record = try BoardStore.insert(BoardTransformer.record(teamId: teamId, occasion: .application,
                                                                       date: context.career.currentDate), in: db)
            return .offered(try BoardStatusBuilder.offer(from: record, context: context))
        case .turnedDown(let reason):
            return .turnedDown(clubName: club, reason: reason)
        }
    }
}
