@testable import HeadlessCommands
import DataManaging
import Foundation
import GameModels
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessCupTests {
    let data = MockCupDataManager()

    static func tie(_ id: String, round: Int, home: String, away: String, goals: (Int, Int)? = nil,
                    extraTime: Bool = false, penalties: (Int, Int)? = nil, neutral: Bool = false) -> CupTie {
        CupTie(id: id, year: 2026, round: round, homeTeamId: home, awayTeamId: away, homeTier: home == "t1" ? 1 : 4,
               awayTier: away == "t1" ? 1 : 3, neutralGround: neutral, homeGoals: goals?.0, awayGoals: goals?.1,
               extraTime: extraTime, homePenalties: penalties?.0, awayPenalties: penalties?.1)
    }

    static let cup = CupSeason(
        name: "The Gravy Boat Cup", year: 2026, seasonLabel: "2026/27",
        rounds: [
            .init(number: 1, name: "Semi-finals", ties: [
                tie("a", round: 1, home: "t4", away: "t3", goals: (1, 1), extraTime: true, penalties: (4, 3)),
                tie("b", round: 1, home: "t1", away: "t2", goals: (2, 1), extraTime: true),
            ]),
            .init(number: 2, name: "Final", ties: [tie("c", round: 2, home: "t4", away: "t1", neutral: true)]),
        ],
        clubNames: ["t1": "Real Muddyford", "t2": "Crumpet Rovers", "t3": "Sporting Wobbleton", "t4": "Owls"],
        userTeamId: "t4")

    @Test func textListsEveryRoundAndSaysHowTiesWereSettled() async throws {
        data.cupResult = .success(Self.cup)
        let text = try await HeadlessCup(cups: data).cup(careerId: "one", year: nil, json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "The Gravy Boat Cup 2026/27")
        #expect(lines.contains { $0.contains("*") && $0.contains("Owls (4)") && $0.contains("1–1")
                && $0.hasSuffix("after extra time, 4–3 on penalties: Owls through") })
        #expect(lines.contains { $0.contains("Real Muddyford (1)") && $0.hasSuffix("after extra time") })
        #expect(lines.contains { $0.contains(" v ") && $0.hasSuffix("neutral ground") })
        #expect(!lines.contains { $0.hasPrefix("Winner") }, "the final is still to play")
        #expect(data.cupRequests.map(\.careerId) == ["one"])
    }

    @Test func jsonHasEveryKeyOfEveryTie() async throws {
        data.cupResult = .success(Self.cup)
        let json = try await HeadlessCup(cups: data).cup(careerId: "one", year: 2026, json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "year", "season", "rounds", "winner"])
        let rounds = try #require(object["rounds"] as? [[String: Any]])
        let ties = rounds.flatMap { $0["ties"] as? [[String: Any]] ?? [] }
        #expect(ties.count == 3)
        #expect(ties.allSatisfy { Set($0.keys) == ["round", "home", "away", "homeTier", "awayTier", "homeGoals",
                                                  "awayGoals", "extraTime", "penalties", "winner"] })
        #expect((ties[0]["penalties"] as? [String: Int]) == ["home": 4, "away": 3])
        #expect(ties[1]["penalties"] is NSNull && ties[2]["winner"] is NSNull)
        #expect(data.cupRequests.map(\.year) == [2026])
    }
}
