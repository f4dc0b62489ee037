import GameModels

/// What a player is worth to a buying club, in pounds: ability, age and potential, position and the
/// contract time left (`ValueCurves`). A free agent's figure is the no-time-left value: his standing in the
/// market, not a fee (nobody is owed one for him).
public enum MarketValue {
    /// Values are quoted to two significant figures, never below this.
    public static let minimum = 1_000

    public static func of(_ player: Player, at moment: SeasonMoment) -> Int {
        value(overall: player.ratings.overall, potential: player.potential, age: player.age,
              position: player.position,
              seasonsLeft: player.teamId == nil ? 0 : moment.seasonsLeft(on: player.contract))
    }

    public static func value(overall: Int, potential: Int, age: Int, position: Position, seasonsLeft: Double) -> Int {
        let growth = Double(max(0, potential - overall)) * ValueCurves.potentialWeight(age: age)
        let worth = ValueCurves.ability(Double(overall) + growth) * ValueCurves.age(age)
            * ValueCurves.position(position) * ValueCurves.contract(seasonsLeft: seasonsLeft)
        return MoneyRounding.quoted(worth, minimum: minimum)
    }
}
