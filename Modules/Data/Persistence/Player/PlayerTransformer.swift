import GameModels

package enum PlayerTransformer: RecordTransformer {
    package static func record(from model: Player) -> PlayerRecord {
        let ratings = model.ratings
        let condition = model.condition
        return PlayerRecord(
            id: model.id, teamId: model.teamId, firstName: model.firstName, lastName: model.lastName,
            position: model.position.rawValue, age: model.age,
            pace: ratings.pace, shooting: ratings.shooting, passing: ratings.passing, dribbling: ratings.dribbling,
            defending: ratings.defending, physical: ratings.physical, goalkeeping: ratings.goalkeeping,
            overall: ratings.overall,
            weeklyWage: model.contract.weeklyWage, contractEndSeason: model.contract.endSeason,
            fitness: condition.fitness, injuryMatchDays: condition.injuryMatchDays,
            suspensionMatchDays: condition.suspensionMatchDays, potential: model.potential)
    }

    package static func model(from record: PlayerRecord) throws(StoredValueError) -> Player {
        guard let position = Position(rawValue: record.position) else {
            throw StoredValueError(message: "player \(record.id) has an unknown position '\(record.position)'")
        }
        // The stored overall is kept as saved, not re-derived, so a later change of weights cannot alter old careers.
        let ratings = PlayerRatings(
            pace: record.pace, shooting: record.shooting, passing: record.passing, dribbling: record.dribbling,
            defending: record.defending, physical: record.physical, goalkeeping: record.goalkeeping,
            overall: record.overall)
        return Player(id: record.id, teamId: record.teamId, firstName: record.firstName, lastName: record.lastName,
                      position: position, age: record.age, ratings: ratings,
                      contract: Contract(weeklyWage: record.weeklyWage, endSeason: record.contractEndSeason),
                      condition: PlayerCondition(fitness: record.fitness, injuryMatchDays: record.injuryMatchDays,
                                                 suspensionMatchDays: record.suspensionMatchDays),
                      potential: record.potential)
    }
}
