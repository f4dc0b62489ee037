import DataManaging
import GameModels
import Persistence

/// The live-match slice: each call one transaction on the career file.
extension SQLiteDataManager {
    public func liveMatch(careerId: String) async throws(DataError) -> LiveMatch? {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try LiveMatchStore.liveMatch(in: db).map { record in
                try LiveMatchBuilder.live(LiveMatchTransformer.plan(from: record), in: db)
            }
        }
    }

    public func startLiveMatch(careerId: String, matchDay: Int, lineUp: LineUp,
                               instruction: TeamInstruction) async throws(DataError) -> LiveMatch {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in
                try LiveMatchKeeper.start(matchDay: matchDay, lineUp: lineUp, instruction: instruction, in: db)
            }
        }
    }

    public func makeLiveChange(careerId: String, _ change: MatchChange) async throws(DataError) -> LiveMatch {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try LiveMatchKeeper.change(change, in: db) }
        }
    }

    public func recordLiveMinute(careerId: String, minute: Int) async throws(DataError) {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try LiveMatchKeeper.recordMinute(minute, in: db) }
        }
    }

    public func finishLiveMatch(careerId: String) async throws(DataError) -> PlayedMatchDay {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in
                let plan = try LiveMatchKeeper.current(in: db)
                if try LiveMatchBuilder.cupTie(of: plan, in: db) != nil {
                    return try CupRoundPlayer.play(slot: careerId, in: db).played
                }
                return try MatchDayPlayer.play(slot: careerId, requested: plan.matchDay, lineUp: nil, assistantTrades: false,
                                               managerPlaysCupTie: true, in: db,
                                               afterMatchWritten: afterMatchWritten).played
            }
        }
    }
}
