@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// The season rows of a career file, read straight from SQLite to check what the manager wrote.
struct StoredSeason {
    let matches: [MatchRecord]
    let events: [MatchEventRecord]
    let performances: [PlayerMatchRecord]
    let playerStats: [PlayerStatsRecord]
    let teamStats: [TeamStatsRecord]
    let players: [PlayerRecord]
    let teams: [TeamRecord]
    let career: CareerRecord

    init(slot: String, in directory: URL) throws {
        let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: slot, in: directory).path)
        (matches, events, performances, playerStats, teamStats, players, teams, career) = try queue.read { db in
            (try MatchRecord.order(Column("matchDay"), Column("id")).fetchAll(db),
             try MatchEventRecord.order(Column("matchId"), Column("sequence")).fetchAll(db),
             try PlayerMatchRecord.order(Column("matchId"), Column("playerId")).fetchAll(db),
             try PlayerStatsRecord.order(Column("playerId")).fetchAll(db),
             try TeamStatsRecord.order(Column("teamId")).fetchAll(db),
             try PlayerRecord.order(Column("id")).fetchAll(db),
             try TeamRecord.order(Column("id")).fetchAll(db),
             try CareerStore.careerRecord(in: db))
        }
        try queue.close()
    }

    var playedMatches: [MatchRecord] { matches.filter { $0.homeGoals != nil } }

    func performances(ofMatch matchId: String) -> [PlayerMatchRecord] {
        performances.filter { $0.matchId == matchId }
    }

    func events(ofMatch matchId: String) -> [MatchEventRecord] {
        events.filter { $0.matchId == matchId }
    }
}
