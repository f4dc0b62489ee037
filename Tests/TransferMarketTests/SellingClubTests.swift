import Economy
import GameModels
import Testing
import TransferMarket

@Suite("The selling club's answer to a bid")
struct SellingClubTests {
    private static let moment = SeasonMoment(seasonYear: 2025, weeksPlayed: 0, weeksInSeason: 38)

    private static func answer(_ fee: Int, for player: Player, squad: [Player], balance: Int,
                               fromManager: Bool = false) -> BidAnswer {
        SellingClub.answer(fee: fee, for: player, squad: squad, balance: balance, at: moment, fromManager: fromManager)
    }

    private static func squad(with player: Player, size: Int = 24) -> [Player] {
        MarketPlayers.squad(size: size - 1, overall: 75) + [player]
    }

    @Test("a bid at the asking price is accepted, a near one countered, a low one rejected")
    func answers() {
        let player = MarketPlayers.player("p", overall: 70)
        let squad = Self.squad(with: player)
        let asking = SellingClub.askingPrice(for: player, squad: squad, balance: 1_000_000, at: Self.moment)
        #expect(asking == MarketValue.of(player, at: Self.moment))
        #expect(Self.answer(asking, for: player, squad: squad, balance: 1_000_000) == .accept)
        #expect(Self.answer(asking * 8 / 10, for: player, squad: squad, balance: 1_000_000)
                == .counter(fee: asking))
        #expect(Self.answer(asking / 3, for: player, squad: squad, balance: 1_000_000)
                == .reject(.feeTooLow))
    }

    @Test("a key player costs more, and a club in debt sells cheaper")
    func needAndMoney() {
        let star = MarketPlayers.player("p", overall: 80)
        let squad = Self.squad(with: star)
        let value = MarketValue.of(star, at: Self.moment)
        #expect(SellingClub.askingPrice(for: star, squad: squad, balance: 0, at: Self.moment) 
                == MoneyRounding.quoted(Double(value) * SellingClub.keyPlayerPremium, minimum: 0))
        #expect(SellingClub.askingPrice(for: star, squad: squad, balance: -1, at: Self.moment)
                < SellingClub.askingPrice(for: star, squad: squad, balance: 0, at: Self.moment))
    }

    @Test("the manager's bid of a key player's full value gets the club's price; a computer club's is refused")
    func keyPlayerAtValue() {
        let star = MarketPlayers.player("p", overall: 80)
        let squad = Self.squad(with: star)
        let value = MarketValue.of(star, at: Self.moment)
        let asking = SellingClub.askingPrice(for: star, squad: squad, balance: 0, at: Self.moment)
        #expect(Double(value) < Double(asking) * SellingClub.counterShare)
        #expect(Self.answer(value, for: star, squad: squad, balance: 0, fromManager: true)
                == .counter(fee: asking))
        #expect(Self.answer(value, for: star, squad: squad, balance: 0) == .reject(.feeTooLow))
        #expect(Self.answer(value / 2, for: star, squad: squad, balance: 0, fromManager: true) == .reject(.feeTooLow))
    }

    @Test("a player with a season left is cheaper than one with three")
    func contract() {
        let expiring = MarketPlayers.player("p", endSeason: 2025)
        let long = MarketPlayers.player("p", endSeason: 2027)
        #expect(SellingClub.askingPrice(for: expiring, squad: Self.squad(with: expiring), balance: 0, at: Self.moment)
                < SellingClub.askingPrice(for: long, squad: Self.squad(with: long), balance: 0, at: Self.moment))
    }

    @Test("not for sale when the squad or his position would fall below its minimum")
    func notForSale() {
        let keeper = MarketPlayers.player("k", position: .goalkeeper)
        let cover = MarketPlayers.squad(size: SquadLimits.minimum(of: .goalkeeper) - 1, club: "k")
        let squad = MarketPlayers.squad(size: 24).filter { $0.position != .goalkeeper } + cover + [keeper]
        #expect(Self.answer(100_000_000, for: keeper, squad: squad, balance: 0)
                == .reject(.positionShort))
        let midfielder = MarketPlayers.player("m")
        let small = MarketPlayers.squad(size: SquadLimits.size.lowerBound - 1) + [midfielder]
        #expect(Self.answer(100_000_000, for: midfielder, squad: small, balance: 0)
                == .reject(.squadTooSmall))
    }

    @Test("negative and absurd fees are refused with a reason")
    func invalidFees() {
        let player = MarketPlayers.player("p")
        let squad = Self.squad(with: player)
        #expect(Self.answer(-1, for: player, squad: squad, balance: 0) == .reject(.invalidFee))
        #expect(Self.answer(FeeRule.maximumFee + 1, for: player, squad: squad, balance: 0)
                == .reject(.invalidFee))
        #expect(FeeRule.isValid(0) && FeeRule.isValid(FeeRule.maximumFee))
        #expect(!BidRefusal.positionShort.reason.isEmpty)
    }
}
