import ClubBoard
import Testing

@Suite("Board expectation")
struct BoardExpectationTests {
    @Test("the quarters of a division of 20, strongest to weakest")
    func quarters() {
        let expectations = (1...20).map { BoardExpectation(rank: $0, of: 20) }
        #expect(expectations[0] == .titleFavourites)
        #expect(expectations[1...4].allSatisfy { $0 == .titleChallengers })
        #expect(expectations[5...9].allSatisfy { $0 == .topHalf })
        #expect(expectations[10...14].allSatisfy { $0 == .midTable })
        #expect(expectations[15...18].allSatisfy { $0 == .relegationScrap })
        #expect(expectations[19] == .underdogs)
    }

    @Test("the words the club choice shows")
    func words() {
        #expect(BoardExpectation(rank: 1, of: 16).words == "title favourites")
        #expect(BoardExpectation(rank: 16, of: 16).words == "plucky underdogs, bring biscuits")
        #expect(BoardExpectation(rank: 7, of: 16).words == "a cosy top half")
    }
}

@Suite("Strength rank")
struct StrengthRankTests {
    @Test("ordinals, the teens included")
    func ordinals() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111].map(StrengthRank.ordinal)
            == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "111th"])
    }

    @Test("the strongest club is not called 1st")
    func standing() {
        #expect(StrengthRank.standing(rank: 1, of: 20) == "strongest of 20")
        #expect(StrengthRank.standing(rank: 2, of: 20) == "2nd strongest of 20")
    }
}
