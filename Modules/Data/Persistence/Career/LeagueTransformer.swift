import GameModels

enum LeagueTransformer: RecordTransformer {
    package static func record(from model: League) -> LeagueRecord {
        LeagueRecord(id: model.id, name: model.name)
    }

    package static func model(from record: LeagueRecord) -> League {
        League(id: record.id, name: record.name)
    }
}
