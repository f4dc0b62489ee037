import GameModels
import Testing
import TransferMarket

@Suite("Squad limits")
struct SquadLimitsTests {
    @Test("squads run 20–32 and the position minimums fit in the largest")
    func limits() {
        #expect(SquadLimits.size == 20...32)
        #expect(SquadLimits.positionMinimums.values.reduce(0, +) <= SquadLimits.size.upperBound)
        #expect(SquadLimits.minimum(of: .goalkeeper) >= 2)
    }

    @Test("a squad can lose a player above his position's minimum, and take one below the largest size")
    func loseAndAdd() {
        // Three keepers in the generated shape: one may go, then the last two must stay.
        let full = MarketPlayers.squad(size: 24)
        let squad = Array(full.dropFirst())
        let midfielder = squad.first { $0.position == .midfielder }!
        let keeper = squad.first { $0.position == .goalkeeper }!
        #expect(SquadLimits.canLose(keeper, from: full))
        #expect(SquadLimits.canLose(midfielder, from: squad))
        #expect(!SquadLimits.canLose(keeper, from: squad))
        #expect(SquadLimits.canAdd(to: squad))
        #expect(!SquadLimits.canAdd(to: MarketPlayers.squad(size: SquadLimits.size.upperBound)))
    }
}
