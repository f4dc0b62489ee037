import Economy
import GameModels
import Testing
import TransferMarket

@Suite("A player's answer to a contract offer")
struct PlayerNegotiationTests {
    private static let player = MarketPlayers.player("p", club: "c", overall: 70, age: 25, wage: 10_000)

    @Test("his demand at the same tier is WageDemand's; he accepts it and refuses less")
    func demand() {
        let demand = PlayerNegotiation.demand(of: Self.player, fromTier: 2, toTier: 2)
        #expect(demand == WageDemand.signing(Self.player, clubTier: 2))
        let offer = ContractOffer(weeklyWage: demand.weeklyWage, seasons: demand.seasons)
        #expect(PlayerNegotiation.answer(offer, player: Self.player, fromTier: 2, toTier: 2) == .accept)
        let low = ContractOffer(weeklyWage: demand.weeklyWage - 10, seasons: demand.seasons)
        #expect(PlayerNegotiation.answer(low, player: Self.player, fromTier: 2, toTier: 2)
                == .reject(.wageTooLow(wanted: demand.weeklyWage)))
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
        #expect(PlayerNegotiation.answer(ContractOffer(weeklyWage: 0, seasons: 1), player: free, fromTier: nil, toTier: 4)
                == .reject(.invalidOffer))
    }

    @Test("a young player wants a long deal; absurd offers are refused")
    func seasons() {
        let demand = PlayerNegotiation.demand(of: Self.player, fromTier: 2, toTier: 2)
        let short = ContractOffer(weeklyWage: demand.weeklyWage, seasons: 1)
        #expect(PlayerNegotiation.answer(short, player: Self.player, fromTier: 2, toTier: 2)
                == .reject(.tooShort(wanted: demand.seasons - 1)))
        let absurd = ContractOffer(weeklyWage: PlayerNegotiation.maximumWeeklyWage + 1, seasons: 3)
        #expect(PlayerNegotiation.answer(absurd, player: Self.player, fromTier: 2, toTier: 2) == .reject(.invalidOffer))
        #expect(PlayerNegotiation.answer(ContractOffer(weeklyWage: demand.weeklyWage, seasons: 6), player: Self.player,
                                         fromTier: 2, toTier: 2) == .reject(.invalidOffer))
    }
}
