@testable import HeadlessCommands
import DataManaging
import Foundation
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessHistoryTests {
    let data = MockHistoryDataManager()

    static let record = CareerHistory(
        clubName: "Crumpet Rovers",
        champions: [.init(year: 2026, tier: 1, divisionName: "The Custard Premiership",
                          clubName: "Real Muddyford", points: 81)],
        clubSeasons: [.init(seasonLabel: "2026/27", tier: 1, divisionName: "The Custard Premiership", position: 18,
                            points: 30, topScorer: "Percy Pumpernickel", topScorerGoals: 11, move: "relegated")],
        records: [.init(title: "Biggest win", holder: "Real Muddyford 7–0 Crumpet Rovers", detail: "2026/27")])

    @Test func textListsChampionsTheClubsSeasonsAndRecords() async throws {
        data.historyResult = .success(Self.record)
        let text = try await HeadlessHistory(history: data).history(careerId: "career-1", json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("2026/27") && $0.contains("Real Muddyford") && $0.hasSuffix("81") })
        #expect(lines.contains { $0.contains("18") && $0.contains("relegated") && $0.contains("Percy Pumpernickel (11)") })
        #expect(lines.last == "  Biggest win: Real Muddyford 7–0 Crumpet Rovers (2026/27)")
        #expect(data.historyCareerIds == ["career-1"])
    }

    @Test func jsonHasTheClubsSeasonsAndRecords() async throws {
        data.historyResult = .success(Self.record)
        let json = try await HeadlessHistory(history: data).history(careerId: "career-1", json: true)
        let listing = try JSONDecoder().decode(HistoryListing.self, from: Data(json.utf8))
        #expect(listing == HistoryListing(Self.record))
        #expect(listing.clubSeasons.first?.move == "relegated")
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let champion = try #require((object["champions"] as? [[String: Any]])?.first)
        #expect(Set(champion.keys) == ["year", "tier", "division", "club", "points"])
    }

    @Test func aCareerWithoutAFinishedSeasonSaysSo() async throws {
        data.historyResult = .success(CareerHistory(clubName: "Crumpet Rovers", champions: [], clubSeasons: [],
                                                    records: []))
        let text = try await HeadlessHistory(history: data).history(careerId: "career-1", json: false)
        #expect(text == "No finished season yet: Crumpet Rovers's history starts at the end of this one.")
    }

    @Test func anUnknownCareerIsOneLine() async {
        data.historyResult = .failure(.careerNotFound("nope"))
        await #expect(throws: CommandFailure.self) {
            try await HeadlessHistory(history: data).history(careerId: "nope", json: false)
        }
    }
}
