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
