import GameModels

package enum CareerTransformer: RecordTransformer {
    package static func record(from model: Career) -> CareerRecord {
        CareerRecord(id: model.id, coachId: model.coachId, userTeamId: model.userTeamId, leagueId: model.leagueId,
                     currentSeasonId: model.currentSeasonId, worldSeed: Int64(bitPattern: model.worldSeed),
                     currentDate: model.currentDate.description)
    }

    package static func model(from record: CareerRecord) throws(StoredValueError) -> Career {
        guard let date = GameDate(iso: record.currentDate) else {
            throw StoredValueError(message: "career \(record.id) has an invalid date '\(record.currentDate)'")
        }
        return Career(id: record.id, coachId: record.coachId, userTeamId: record.userTeamId,
                      leagueId: record.leagueId, currentSeasonId: record.currentSeasonId,
                      worldSeed: UInt64(bitPattern: record.worldSeed), currentDate: date)
    }
}
