import GameModels

package enum TeamInfoTransformer: RecordTransformer {
    package static func record(from model: TeamInfo) -> TeamInfoRecord {
        TeamInfoRecord(id: model.id, name: model.name, shortName: model.shortName, city: model.city,
                       stadium: model.stadium, founded: model.founded)
    }

    package static func model(from record: TeamInfoRecord) -> TeamInfo {
        TeamInfo(id: record.id, name: record.name, shortName: record.shortName, city: record.city,
                 stadium: record.stadium, founded: record.founded)
    }
}
