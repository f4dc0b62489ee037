import GameModels
import TeamFeature
import Testing

@Suite("Squad sorting")
struct SquadSortTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let column: SquadColumn
        let ascending: [String]
        let descending: [String]
        var testDescription: String { column.title }
    }

    // Ties keep the name order (A–Z) in both directions.
    static let cases: [Case] = [
        Case(column: .name, ascending: ["Adams", "Baker", "Clark", "Davis", "Evans", "Ford"],
             descending: ["Ford", "Evans", "Davis", "Clark", "Baker", "Adams"]),
        Case(column: .position, ascending: ["Adams", "Evans", "Baker", "Clark", "Ford", "Davis"],
             descending: ["Davis", "Clark", "Ford", "Evans", "Baker", "Adams"]),
        Case(column: .age, ascending: ["Clark", "Baker", "Evans", "Davis", "Adams", "Ford"],
             descending: ["Ford", "Adams", "Davis", "Baker", "Evans", "Clark"]),
        Case(column: .overall, ascending: ["Clark", "Ford", "Baker", "Adams", "Evans", "Davis"],
             descending: ["Davis", "Evans", "Adams", "Baker", "Clark", "Ford"]),
        Case(column: .keyRatings, ascending: ["Ford", "Clark", "Adams", "Evans", "Baker", "Davis"],
             descending: ["Davis", "Baker", "Evans", "Adams", "Clark", "Ford"]),
        Case(column: .contract, ascending: ["Adams", "Evans", "Davis", "Baker", "Clark", "Ford"],
             descending: ["Clark", "Ford", "Baker", "Davis", "Adams", "Evans"]),
        Case(column: .wage, ascending: ["Clark", "Ford", "Baker", "Evans", "Adams", "Davis"],
             descending: ["Davis", "Adams", "Baker", "Evans", "Ford", "Clark"]),
    ]

    @Test("each column sorts both ways", arguments: cases)
    func sortsByColumn(_ testCase: Case) {
        let up = SquadSort(column: testCase.column, ascending: true).sorted(SquadSamples.squad)
        let down = SquadSort(column: testCase.column, ascending: false).sorted(SquadSamples.squad)
        #expect(SquadSamples.lastNames(up) == testCase.ascending)
        #expect(SquadSamples.lastNames(down) == testCase.descending)
    }

    @Test("the order does not depend on the input order", arguments: SquadColumn.allCases)
    func stableTies(_ column: SquadColumn) {
        for ascending in [true, false] {
            let sort = SquadSort(column: column, ascending: ascending)
            let expected = sort.sorted(SquadSamples.squad)
            #expect(sort.sorted(SquadSamples.squad.reversed()) == expected)
            #expect(sort.sorted(SquadSamples.squad.shuffledDeterministically()) == expected)
        }
    }

    @Test("equal names fall back to the id")
    func identicalNames() {
        let twin = SquadSamples.player("Adams", .goalkeeper, age: 30, overall: 70, attribute: 60,
                                       wage: 9_000, endSeason: 2027)
        let other = Player(id: "id-aaa", teamId: twin.teamId, firstName: twin.firstName, lastName: twin.lastName,
                           position: twin.position, age: twin.age, ratings: twin.ratings, contract: twin.contract)
        let sorted = SquadSort.standard.sorted([twin, other])
        #expect(sorted.map(\.id) == ["id-aaa", "id-adams"])
    }

    @Test("the standard sort is position ascending, best first within a position")
    func standardSort() {
        #expect(SquadSort.standard == SquadSort(column: .position, ascending: true))
    }

    @Test("the Key total adds the position's two key ratings")
    func keyTotal() {
        let ratings = PlayerRatings(pace: 70, shooting: 78, passing: 1, dribbling: 1, defending: 1, physical: 1,
                                    goalkeeping: 1, overall: 60)
        let forward = Player(id: "p", teamId: nil, firstName: "A", lastName: "B", position: .forward, age: 20,
                             ratings: ratings, contract: Contract(weeklyWage: 1, endSeason: 2027))
        #expect(SquadSort.keyRatingsTotal(of: forward) == 148)
    }

    @Test("columns wrap around when shifted")
    func columnShift() {
        #expect(SquadColumn.name.shifted(by: -1) == .wage)
        #expect(SquadColumn.wage.shifted(by: 1) == .name)
        #expect(SquadColumn.position.shifted(by: 2) == .overall)
        #expect(SquadColumn.age.shifted(by: -15) == .position)
    }
}

extension Array {
    /// A fixed interleaving (odd indices, then even), so "another input order" is reproducible.
    func shuffledDeterministically() -> [Element] {
        let indexed = enumerated()
        let odd = indexed.filter { $0.offset % 2 == 1 }.map(\.element)
        return odd + indexed.filter { $0.offset % 2 == 0 }.map(\.element)
    }
}
