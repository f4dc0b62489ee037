@testable import HeadlessCommands
import DataManaging
import Testing

@Suite struct ClubMatcherTests {
    private let clubs: [WorldPreview.Club] = [
        .init(teamId: "t1", name: "Crumpet Rovers", shortName: "CRU", city: "Crumpetford", strength: 70),
        .init(teamId: "t2", name: "Crumpet Athletic", shortName: "CRA", city: "Crumpetford", strength: 60),
        .init(teamId: "t3", name: "Real Muddyford", shortName: "RMU", city: "Muddyford", strength: 65),
    ]

    @Test func exactNameOrShortNameWins() throws {
        #expect(try ClubMatcher.match("crumpet rovers", in: clubs).get().teamId == "t1")
        #expect(try ClubMatcher.match("RMU", in: clubs).get().teamId == "t3")
    }

    @Test func uniquePartialNameMatches() throws {
        #expect(try ClubMatcher.match("Muddy", in: clubs).get().teamId == "t3")
    }

    @Test func ambiguousNameListsTheCandidates() {
        let result = ClubMatcher.match("Crumpet", in: clubs)
        #expect(result == .failure(.ambiguous("Crumpet", candidates: ["Crumpet Rovers", "Crumpet Athletic"])))
        #expect(ClubMatcher.Failure.ambiguous("Crumpet", candidates: ["A", "B"]).description
            == "'Crumpet' matches 2 clubs: A, B")
    }

    @Test func unknownNameSuggestsTheClosestClubs() throws {
        guard case .failure(.unknown(_, let suggestions)) = ClubMatcher.match("Mudyford", in: clubs) else {
            Issue.record("expected an unknown-club failure")
            return
        }
        #expect(suggestions.first == "Real Muddyford")
    }
}
