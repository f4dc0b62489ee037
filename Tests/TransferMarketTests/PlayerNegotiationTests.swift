import Economy
import GameModels
import Testing
import TransferMarket

@Suite("A player's answer to a contract offer")
struct PlayerNegotiationTests {
    private static let player = MarketPlayers.player("p", club: "c", overall: 70, age: 25, wage: 10_000)

    /// `player`'s answer to `wage` for `seasons` at a tier-2 club, coming from a tier-2 club.
    private static func answer(_ wage: Int, _ seasons: Int, player: Player = player, fromTier: Int? = 2,
                               toTier: Int = 2) -> ContractAnswer {
        PlayerNegotiation.answer(weeklyWage: wage, seasons: seasons, player: player, fromTier: fromTier, toTier: toTier)
    }

    @Test("his demand at the same tier is WageDemand's; he accepts it and refuses less")
    func demand() {
        let demand = PlayerNegotiation.demand(of: Self.player, fromTier: 2, toTier: 2)
        #expect(demand == WageDemand.signing(Self.player, clubTier: 2))
        #expect(Self.answer(demand.weeklyWage, demand.seasons) == .accept)
        #expect(Self.answer(demand.weeklyWage - 10, demand.seasons) == .reject(.wageTooLow(wanted: demand.weeklyWage)))
    }

    @Test("a move down a tier asks more, a move up takes a little less")
    func standing() {
        let same = PlayerNegotiation.demand(of: Self.player, fromTier: 2, toTier: 2).weeklyWage
        let down = PlayerNegotiation.demand(of: Self.player, fromTier: 1, toTier: 2).weeklyWage
        let up = PlayerNegotiation.demand(of: Self.player, fromTier: 3, toTier: 2).weeklyWage
        #expect(down > same)
        #expect(up < same)
        #expect(Double(up) >= Double(same) * PlayerNegotiation.lowestShare - 10)
    }

    @Test("a free agent asks the market rate, never nothing")
    func freeAgent() {
        let free = MarketPlayers.player("f", club: nil, overall: 31, wage: 0)
        let demand = PlayerNegotiation.demand(of: free, fromTier: nil, toTier: 4)
        #expect(demand.weeklyWage >= WageDemand.minimumWage)
        #expect(Self.answer(0, 1, player: free, fromTier: nil, toTier: 4) == .reject(.invalidOffer))
    }

    @Test("a young player wants a long deal; absurd offers are refused")
    func seasons() {
        let demand = PlayerNegotiation.demand(of: Self.player, fromTier: 2, toTier: 2)
        #expect(Self.answer(demand.weeklyWage, 1) == .reject(.tooShort(wanted: demand.seasons - 1)))
        #expect(Self.answer(PlayerNegotiation.maximumWeeklyWage + 1, 3) == .reject(.invalidOffer))
        #expect(Self.answer(demand.weeklyWage, 6) == .reject(.invalidOffer))
        #expect(!ContractRefusal.tooShort(wanted: 3).reason.isEmpty)
        #expect(ContractRefusal.wageTooLow(wanted: 12_500).reason == "He wants at least £12,500 a week.")
    }
}
