import GameModels

/// What players ask to sign or to stay. The market rate is the world generator's wage scale, so a demand
/// at a club's tier matches what its squad already earns: it grows with the square of the overall above
/// `floorOverall`, times the tier's `wagePerSquaredPoint`, and falls with age past the prime.
public enum WageDemand {
    public static let floorOverall = 30
    public static let minimumWage = 100
    /// The last age that asks the full rate; each year after it asks this share of the year before.
    public static let primeEnd = 29
    public static let retentionPerYear = 0.93
    /// A player never moves for less than this share of what he earns at his club now.
    public static let moveKeepsShare = 0.9

    /// The going weekly wage for `overall` at `age` in a club of `tier`, before his own wage counts.
    public static func marketRate(overall: Int, age: Int, tier: Int) -> Int {
        let points = max(0, overall - floorOverall)
        let ageShare = Powers.power(retentionPerYear, max(0, age - primeEnd))
        let wage = Double(points * points * TierEconomy.of(tier: tier).wagePerSquaredPoint) * ageShare
        return max(minimumWage, MoneyRounding.tens(wage))
    }

    /// To join a club of `tier`: the market rate there, but a player under contract elsewhere also wants
    /// most of what he earns now (a free agent takes the going rate).
    public static func signing(_ player: Player, clubTier: Int) -> ContractDemand {
        let rate = marketRate(overall: player.ratings.overall, age: player.age, tier: clubTier)
        let kept = player.teamId == nil ? 0 : MoneyRounding.tens(Double(player.contract.weeklyWage) * moveKeepsShare)
        return ContractDemand(weeklyWage: max(rate, kept), seasons: seasonsWanted(age: player.age))
    }

    /// To stay at his club of `tier`: a player in his prime takes no cut, one past it settles for the rate.
    public static func renewal(_ player: Player, clubTier: Int) -> ContractDemand {
        let rate = marketRate(overall: player.ratings.overall, age: player.age, tier: clubTier)
        let wage = player.age <= primeEnd ? max(rate, player.contract.weeklyWage) : rate
        return ContractDemand(weeklyWage: wage, seasons: seasonsWanted(age: player.age))
    }

    /// Young players want security, veterans take what they get: five seasons at 23 or under, down to one
    /// from 33.
    public static func seasonsWanted(age: Int) -> Int {
        switch age {
        case ...23: 5
        case 24...27: 4
        case 28...30: 3
        case 31...32: 2
        default: 1
        }
    }
}
