import GameModels

package enum TeamTransformer: RecordTransformer {
    package static func record(from model: Team) -> TeamRecord {
        TeamRecord(id: model.id, infoId: model.infoId, divisionId: model.divisionId, coachId: model.coachId,
                   budget: model.budget)
    }

    package static func model(from record: TeamRecord) -> Team {
        Team(id: record.id, infoId: record.infoId, divisionId: record.divisionId, coachId: record.coachId,
             budget: record.budget)
    }
}
