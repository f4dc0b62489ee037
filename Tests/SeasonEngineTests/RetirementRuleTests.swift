import GameModels
import SeasonEngine
import Testing

/// Retirement weighs age, quality, position and playing time, not age alone: a keeper rated 90 plays on at 31.
struct RetirementRuleTests {
    private func chance(_ age: Int, _ overall: Int, _ position: Position = .midfielder, played: Int = 15) -> Double {
        RetirementRule.chance(age: age, overall: overall, position: position, appearances: played)
    }

    @Test func qualityKeepsAVeteranGoing() {
        #expect(chance(34, 82) < chance(34, 68))
        #expect(chance(34, 68) < chance(34, 58))
        #expect(chance(34, 58) < chance(34, 45))
        #expect(chance(31, 90, .goalkeeper, played: 38) == 0)
    }

    @Test func keepersLastTwoYearsLonger() {
        #expect(chance(36, 60, .goalkeeper) == chance(34, 60, .defender))
        #expect(chance(33, 70, .goalkeeper) < chance(33, 70, .forward))
    }

    @Test func aVeteranWhoHardlyPlayedStopsSoonerThanARegular() {
        #expect(chance(33, 60, played: 2) > chance(33, 60, played: 15))
        #expect(chance(33, 60, played: 30) < chance(33, 60, played: 15))
        // Youngsters do not retire for want of matches.
        #expect(chance(24, 60, played: 0) == 0)
    }

    @Test func nobodyPlaysPastForty() {
        #expect(chance(PlayerAge.oldest, 99, .goalkeeper, played: 38) == 1)
        for age in 15..<PlayerAge.oldest {
            for overall in [40, 60, 80, 99] {
                #expect((0...1).contains(chance(age, overall)))
            }
        }
    }
}
