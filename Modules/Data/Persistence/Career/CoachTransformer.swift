import GameModels

package enum CoachTransformer: RecordTransformer {
    package static func record(from model: Coach) -> CoachRecord {
        CoachRecord(id: model.id, teamId: model.teamId, firstName: model.firstName, lastName: model.lastName,
                    isUser: model.isUser)
    }

    package static func model(from record: CoachRecord) -> Coach {
        Coach(id: record.id, teamId: record.teamId, firstName: record.firstName, lastName: record.lastName,
              isUser: record.isUser)
    }
}
