import Foundation
import GameModels

/// The JSON columns of `live_match` and `user_tactics`, both ways. A value that does not decode is an
/// invalid stored value (the career is unreadable), never a crash.
package enum LiveMatchTransformer {
    package struct Plan: Equatable {
        package let matchDay: Int
        package let lineUp: LineUp
        package let changes: [MatchChange]
        package let minute: Int

        package init(matchDay: Int, lineUp: LineUp, changes: [MatchChange], minute: Int) {
            self.matchDay = matchDay
            self.lineUp = lineUp
            self.changes = changes
            self.minute = minute
        }
    }

    package static func plan(from record: LiveMatchRecord) throws -> Plan {
        Plan(matchDay: record.matchDay, lineUp: try decode(LineUp.self, record.lineUp, column: "live_match.lineUp"),
             changes: try decode([MatchChange].self, record.changes, column: "live_match.changes"),
             minute: record.minute)
    }

    package static func record(from plan: Plan, careerId: String) throws -> LiveMatchRecord {
        LiveMatchRecord(careerId: careerId, matchDay: plan.matchDay, lineUp: try encode(plan.lineUp),
                        changes: try encode(plan.changes), minute: plan.minute)
    }

    package static func tactics(from record: UserTacticsRecord) throws -> (lineUp: LineUp, instruction: TeamInstruction) {
        guard let instruction = TeamInstruction(rawValue: record.instruction) else {
            throw StoredValueError(message: "user_tactics.instruction '\(record.instruction)' is not an instruction")
        }
        return (try decode(LineUp.self, record.lineUp, column: "user_tactics.lineUp"), instruction)
    }

    package static func record(lineUp: LineUp, instruction: TeamInstruction, careerId: String) throws -> UserTacticsRecord {
        UserTacticsRecord(careerId: careerId, lineUp: try encode(lineUp), instruction: instruction.rawValue)
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ text: String, column: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw StoredValueError(message: "\(column) is not valid")
        }
    }

    private static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
