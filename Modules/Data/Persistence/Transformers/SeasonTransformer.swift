import GameModels

enum SeasonTransformer: RecordTransformer {
    static func record(from model: Season) -> SeasonRecord {
        SeasonRecord(id: model.id, leagueId: model.leagueId, year: model.year)
    }

    static func model(from record: SeasonRecord) -> Season {
        Season(id: record.id, leagueId: record.leagueId, year: record.year)
    }
}
