import GameModels
import Testing

@Suite("MatchNames")
struct MatchNamesTests {
    static func player(_ id: String, _ firstName: String, _ lastName: String) -> Player {
        Player(id: id, teamId: nil, firstName: firstName, lastName: lastName, position: .midfielder, age: 25,
               ratings: PlayerRatings(pace: 50, shooting: 50, passing: 50, dribbling: 50, defending: 50,
                                      physical: 50, goalkeeping: 10, position: .midfielder),
               contract: Contract(weeklyWage: 1_000, endSeason: 2030))
    }

    static let albert = player("h1", "Albert", "Puddle")
    static let virgil = player("a1", "Virgil", "Puddle")
    static let archie = player("a2", "Archie", "Puddle")
    static let crumb = player("h2", "Basil", "Crumb")

    @Test("a surname nobody else in either squad has stands alone")
    func uniqueSurname() {
        let names = MatchNames(squads: [Self.albert, Self.crumb])
        #expect(names.name(of: Self.albert) == "Puddle")
        #expect(names.name(ofId: "h2") == "Crumb")
    }

    @Test("namesakes get their first initial, or their first name when the initial is shared too")
    func namesakes() {
        let pair = MatchNames(squads: [Self.albert, Self.crumb, Self.virgil])
        #expect(pair.name(of: Self.albert) == "A. Puddle")
        #expect(pair.name(of: Self.virgil) == "V. Puddle")
        #expect(pair.name(of: Self.crumb) == "Crumb")
        let three = MatchNames(squads: [Self.albert, Self.virgil, Self.archie])
        #expect(three.name(of: Self.albert) == "Albert Puddle")
        #expect(three.name(of: Self.archie) == "Archie Puddle")
        #expect(three.name(of: Self.virgil) == "V. Puddle")
    }

    @Test("a player listed twice is no namesake of himself; a stranger goes by his surname")
    func duplicatesAndStrangers() {
        let names = MatchNames(squads: [Self.albert, Self.albert])
        #expect(names.name(of: Self.albert) == "Puddle")
        #expect(names.name(ofId: "a1") == nil)
        #expect(names.name(of: Self.virgil) == "Puddle")
    }
}
