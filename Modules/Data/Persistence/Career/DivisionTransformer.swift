import GameModels

package enum DivisionTransformer: RecordTransformer {
    package static func record(from model: Division) -> DivisionRecord {
        DivisionRecord(id: model.id, leagueId: model.leagueId, name: model.name, tier: model.tier)
    }

    package static func model(from record: DivisionRecord) -> Division {
        Division(id: record.id, leagueId: record.leagueId, name: record.name, tier: record.tier)
    }
}
