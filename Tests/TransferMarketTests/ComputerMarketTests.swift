import Economy
import GameModels
import Testing
import TransferMarket

@Suite("The computer clubs' day in the market")
struct ComputerMarketTests {
    private static let moment = SeasonMoment(seasonYear: 2025, weeksPlayed: 0, weeksInSeason: 38)

    /// A buyer whose forwards are weak (55), a seller with five good ones, and the user's club with a spare
    /// forward just good enough to help — the cheapest improvement, so the buyer asks for him first.
    private static func players() -> [Player] {
        var buyer = MarketPlayers.squad(size: 24, club: "buyer", overall: 66)
        buyer = buyer.map { $0.position == .forward ? MarketPlayers.player($0.id, club: "buyer", position: .forward,
                                                                         overall: 55) : $0 }
        let seller = MarketPlayers.squad(size: 24, club: "seller", overall: 66)
            + [MarketPlayers.player("star", club: "seller", position: .forward, overall: 70, wage: 20_000)]
        let user = MarketPlayers.squad(size: 24, club: "user", overall: 66)
            + [MarketPlayers.player("mine", club: "user", position: .forward, overall: 60, wage: 20_000)]
        return buyer + seller + user
    }

    private static func clubs(buyerMoney: Int = 50_000_000) -> [MarketClub] {
        [MarketClub(id: "buyer", tier: 1, balance: buyerMoney, transferBudget: buyerMoney, weeklyWageBudget: 2_000_000),
         MarketClub(id: "seller", tier: 1, balance: 0, transferBudget: 0, weeklyWageBudget: 0),
         MarketClub(id: "user", tier: 1, balance: 0, transferBudget: 0, weeklyWageBudget: 0)]
    }

    private static func day(players: [Player] = players(), clubs: [MarketClub] = clubs(),
                            window: TransferWindow? = .preSeason, seed: UInt64 = 1) -> MarketDay {
        MarketDay(clubs: clubs, players: players, userTeamId: "user", moment: moment, window: window, seed: seed)
    }

    @Test("a club with money buys a better player for its weak position, and the user's player only gets a bid")
    func buysAndBids() {
        let outcome = ComputerMarket.round(Self.day())
        let bought = outcome.transfers.first { $0.toTeamId == "buyer" }
        let player = Self.players().first { $0.id == bought?.playerId }
        #expect(bought?.fromTeamId == "seller")
        #expect(player?.position == .forward && (player?.ratings.overall ?? 0) >= 57)
        #expect((bought?.fee ?? 0) > 0)
        #expect(outcome.bidsForUser.contains { $0.playerId == "mine" && $0.bidderTeamId == "buyer" })
        #expect(!outcome.transfers.contains { $0.fromTeamId == "user" || $0.toTeamId == "user" })
    }

    @Test("fees stay within the buyer's transfer budget and wages within its wage budget")
    func budgets() {
        let poor = ComputerMarket.round(Self.day(clubs: Self.clubs(buyerMoney: 1_000)))
        #expect(!poor.transfers.contains { $0.fee > 0 })
        let outcome = ComputerMarket.round(Self.day())
        for transfer in outcome.transfers where transfer.toTeamId == "buyer" {
            #expect(transfer.fee <= 50_000_000)
            #expect(transfer.contract.weeklyWage >= WageDemand.minimumWage)
        }
    }

    @Test("outside a window only free agents sign, on a wage, never for a fee")
    func freeAgentsOnly() {
        let free = MarketPlayers.player("free", club: nil, position: .forward, overall: 68, wage: 0, endSeason: 2024)
        let outcome = ComputerMarket.round(Self.day(players: Self.players() + [free], window: nil))
        #expect(outcome.transfers.map(\.playerId) == ["free"])
        #expect(outcome.transfers.first?.fee == 0)
        #expect((outcome.transfers.first?.contract.weeklyWage ?? 0) >= WageDemand.minimumWage)
        #expect((outcome.transfers.first?.contract.endSeason ?? 0) >= 2025)
    }

    @Test("the same day gives the same deals")
    func deterministic() {
        #expect(ComputerMarket.round(Self.day(seed: 9)) == ComputerMarket.round(Self.day(seed: 9)))
    }
}
