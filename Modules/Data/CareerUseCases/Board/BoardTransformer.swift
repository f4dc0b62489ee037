import ClubBoard
import GameModels
import Persistence

/// The board's state and job offers between their models and their rows.
enum BoardTransformer {
    /// No row yet is a coach on his first day.
    static func state(from record: BoardStateRecord?) -> BoardState {
        guard let record else { return .newJob }
        return BoardState(confidenceTenths: record.confidenceTenths, warned: record.warned, sacked: record.sacked,
                          weeksInJob: record.weeksInJob)
    }

    static func record(from state: BoardState, careerId: String) -> BoardStateRecord {
        BoardStateRecord(careerId: careerId, confidenceTenths: state.confidenceTenths, warned: state.warned,
                         sacked: state.sacked, weeksInJob: state.weeksInJob)
    }

    static func record(teamId: String, occasion: OfferOccasion, date: GameDate) -> JobOfferRecord {
        JobOfferRecord(id: nil, teamId: teamId, occasion: occasion.rawValue, date: date.description)
    }

    static func occasion(of record: JobOfferRecord) throws(StoredValueError) -> (id: Int, OfferOccasion, GameDate) {
        guard let id = record.id else { throw StoredValueError(message: "a job_offer row has no id") }
        guard let occasion = OfferOccasion(rawValue: record.occasion) else {
            throw StoredValueError(message: "job_offer \(id) occasion '\(record.occasion)' is not an occasion")
        }
        guard let date = GameDate(iso: record.date) else {
            throw StoredValueError(message: "job_offer \(id) date '\(record.date)' is not a date")
        }
        return (Int(id), occasion, date)
    }
}
