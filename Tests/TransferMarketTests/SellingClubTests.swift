import Economy
import GameModels
import Testing
import TransferMarket

@Suite("The selling club's answer to a bid")
struct SellingClubTests {
    private static let moment = SeasonMoment(seasonYear: 2025, weeksPlayed: 0, weeksInSeason: 38)

    private static func squad(with player: Player, size: Int = 24) -> [Player] {
        MarketPlayers.squad(size: size - 1, overall: 75) + [player]
    }

    @Test("a bid at the asking price is accepted, a near one countered, a low one rejected")
    func answers() {
        let player = MarketPlayers.player("p", overall: 70)
        let squad = Self.squad(with: player)
        let asking = SellingClub.askingPrice(for: player, squad: squad, balance: 1_000_000, at: Self.moment)
        #expect(asking == MarketValue.of(player, at: Self.moment))
        #expect(SellingClub.answer(fee: asking, for: player, squad: squad, balance: 1_000_000, at: Self.moment) == .accept)
        #expect(SellingClub.answer(fee: asking * 8 / 10, for: player, squad: squad, balance: 1_000_000, at: Self.moment)
                == .counter(fee: asking))
        #expect(SellingClub.answer(fee: asking / 3, for: player, squad: squad, balance: 1_000_000, at: Self.moment)
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

    @Test("a bid of a key player's full value is countered, never dismissed; far below it is")
    func keyPlayerAtValue() {
        let star = MarketPlayers.player("p", overall: 80)
        let squad = Self.squad(with: star)
        let value = MarketValue.of(star, at: Self.moment)
        let asking = SellingClub.askingPrice(for: star, squad: squad, balance: 0, at: Self.moment)
        #expect(Double(value) < Double(asking) * SellingClub.counterShare)
        #expect(SellingClub.answer(fee: value, for: star, squad: squad, balance: 0, at: Self.moment)
                == .counter(fee: asking))
        #expect(SellingClub.answer(fee: value / 2, for: star, squad: squad, balance: 0, at: Self.moment)
                == .reject(.feeTooLow))
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
        #expect(SellingClub.answer(fee: 100_000_000, for: keeper, squad: squad, balance: 0, at: Self.moment)
                == .reject(.positionShort))
        let midfielder = MarketPlayers.player("m")
        let small = MarketPlayers.squad(size: SquadLimits.size.lowerBound - 1) + [midfielder]
        #expect(SellingClub.answer(fee: 100_000_000, for: midfielder, squad: small, balance: 0, at: Self.moment)
                == .reject(.squadTooSmall))
    }

    @Test("negative and absurd fees are refused with a reason")
    func invalidFees() {
        let player = MarketPlayers.player("p")
        let squad = Self.squad(with: player)
        #expect(SellingClub.answer(fee: -1, for: player, squad: squad, balance: 0, at: Self.moment) == .reject(.invalidFee))
        #expect(SellingClub.answer(fee: FeeRule.maximumFee + 1, for: player, squad: squad, balance: 0, at: Self.moment)
                == .reject(.invalidFee))
        #expect(FeeRule.isValid(0) && FeeRule.isValid(FeeRule.maximumFee))
        #expect(!BidRefusal.positionShort.reason.isEmpty)
    }
}
