import GameModels
import GRDB
import Persistence

extension MatchDayPlayer {
    /// Plays a day in a transaction of its own on `queue`, starting from the day before when `memo` holds it and it
    /// still stands, and keeps this day's carry there once the day is committed.
    static func play(slot: String, requested: Int?, lineUp: LineUp?, assistantTrades: Bool, managerPlaysCupTie: Bool,
                     on queue: DatabaseQueue, carrying memo: SessionMemo,
                     afterMatchWritten: (String) throws -> Void) throws -> MatchDayOutcome {
        let carried = memo.kept(DayCarry.self)
        memo.keep(nil)
        let outcome = try queue.write { db in
            try play(slot: slot, requested: requested, lineUp: lineUp, assistantTrades: assistantTrades,
                     managerPlaysCupTie: managerPlaysCupTie, carried: carried, in: db,
                     afterMatchWritten: afterMatchWritten)
        }
        memo.keep(outcome.carry)
        return outcome
    }
}
