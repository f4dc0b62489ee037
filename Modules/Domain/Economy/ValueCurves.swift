import GameModels

/// The parts of a player's market value, each a multiplier on the value of a peak-age midfielder with a
/// long contract. Anchored on transfer-fee studies: fees rise steeply with ability, peak in the mid-twenties
/// and fall with the contract time left.
enum ValueCurves {
    /// The overall whose peak-age, long-contract midfielder is worth `referenceValue`.
    static let referenceOverall = 70
    static let referenceValue = 8_000_000.0
    /// Each point of overall multiplies the value by this (it doubles every 3.4 points) up to `eliteOverall`…
    static let growthPerPoint = 1.23
    /// …and by this above it, so the world's very best stay within reach of the top clubs' money.
    static let eliteOverall = 78
    static let eliteGrowthPerPoint = 1.12

    /// The value of ability alone.
    static func ability(_ overall: Double) -> Double {
        let whole = Int(overall.rounded(.down))
        let fraction = overall - Double(whole)
        return abilityAt(whole) * (1 + fraction * (growth(at: whole) - 1))
    }

    private static func abilityAt(_ overall: Int) -> Double {
        guard overall > eliteOverall else {
            return referenceValue * Powers.power(growthPerPoint, overall - referenceOverall)
        }
        return abilityAt(eliteOverall) * Powers.power(eliteGrowthPerPoint, overall - eliteOverall)
    }

    private static func growth(at overall: Int) -> Double {
        overall >= eliteOverall ? eliteGrowthPerPoint : growthPerPoint
    }

    /// A youngster is bought for what he will become: the share of the gap to his potential he is valued at,
    /// half up to 20, an eighth less a year after, none from 24.
    static func potentialWeight(age: Int) -> Double {
        (Double(peakAges.lowerBound + 1 - age) / 8).clamped(to: 0...0.5)
    }

    /// Fees peak at 23–26 for the same ability.
    static let peakAges = 23...26
    /// Each year short of the peak takes this share off…
    static let youthDiscountPerYear = 0.09
    /// …and each year past it keeps this share of the value.
    static let veteranRetentionPerYear = 0.82

    static func age(_ age: Int) -> Double {
        if age < peakAges.lowerBound {
            return max(0.1, 1 - youthDiscountPerYear * Double(peakAges.lowerBound - age))
        }
        return Powers.power(veteranRetentionPerYear, max(0, age - peakAges.upperBound))
    }

    /// Keepers cost a little less and forwards a little more, as in fee studies by position.
    static func position(_ position: Position) -> Double {
        switch position {
        case .goalkeeper: 0.85
        case .defender: 0.95
        case .midfielder: 1.0
        case .forward: 1.1
        }
    }

    /// A tenth of the value with no time left, about three quarters with one season, nearly all with three:
    /// `floor + (1 − floor)·s²/(s² + halfPoint)`, `s` the seasons left.
    static let expiredShare = 0.1
    static let contractHalfPoint = 0.4

    static func contract(seasonsLeft: Double) -> Double {
        let squared = max(0, seasonsLeft) * max(0, seasonsLeft)
        return expiredShare + (1 - expiredShare) * squared / (squared + contractHalfPoint)
    }
}
