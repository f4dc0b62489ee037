import GameModels

/// A season row also carries the date its first match day falls on, which the `Season` model leaves to
/// the calendar; so this transformer takes and gives that date beside the model.
package enum SeasonTransformer {
    package static func record(from model: Season, startDate: GameDate) -> SeasonRecord {
        SeasonRecord(id: model.id, leagueId: model.leagueId, year: model.year, startDate: startDate.description)
    }

    package static func model(from record: SeasonRecord) -> Season {
        Season(id: record.id, leagueId: record.leagueId, year: record.year)
    }

    /// The date of match day 1; asked of the current season only, which always has one.
    package static func startDate(of record: SeasonRecord) throws(StoredValueError) -> GameDate {
        guard let stored = record.startDate, let date = GameDate(iso: stored) else {
            throw StoredValueError(message: "season \(record.id) has no valid start date")
        }
        return date
    }
}
