@testable import HeadlessCommands
import DataManaging
import Economy
import Foundation
import GameModels
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessFinancesTests {
    let data = MockFinanceDataManager()

    static let record = ClubFinances(
        clubName: "Crumpet Rovers", seasonLabel: "2026/27", balance: 4_870_000, openingBalance: 5_000_000,
        weeks: [
            .init(matchDay: 1, date: GameDate(year: 2026, month: 8, day: 1),
                  movements: [MoneyMovement(kind: .gateReceipts, amount: 60_000),
                              MoneyMovement(kind: .wages, amount: 160_000)], balance: 4_900_000),
            .init(matchDay: 2, date: GameDate(year: 2026, month: 8, day: 8),
                  movements: [MoneyMovement(kind: .sponsorship, amount: 130_000),
                              MoneyMovement(kind: .wages, amount: 160_000)], balance: 4_870_000),
        ],
        totals: [MoneyMovement(kind: .gateReceipts, amount: 60_000), MoneyMovement(kind: .sponsorship, amount: 130_000),
                 MoneyMovement(kind: .wages, amount: 320_000)],
        weeklyWageBill: 160_000, budget: SeasonBudget(transfers: 2_000_000, weeklyWages: 150_000),
        transferBudgetLeft: 1_250_000)

    @Test func textGivesTheBalanceTheBudgetsTheKindsAndTheWeeks() async throws {
        data.financesResult = .success(Self.record)
        let text = try await HeadlessFinances(finances: data).finances(careerId: "career-1", json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Crumpet Rovers · 2026/27")
        #expect(lines[1] == "Balance £4.9M (season start £5.0M)")
        #expect(lines[2].contains("Wage bill £160.0k/wk") && lines[2].contains("£150.0k/wk")
            && lines[2].contains("transfer budget left £1.3M of £2.0M"))
        #expect(lines.contains { $0.contains("wages") && $0.hasSuffix("£320.0k") })
        #expect(lines.contains { $0.contains("total") && $0.contains("£190.0k") && $0.hasSuffix("£320.0k") })
        #expect(lines.last?.hasSuffix("£4.9M") == true && lines.last?.contains("2026-08-08") == true)
        #expect(data.financesCareerIds == ["career-1"])
    }

    @Test func jsonAddsUpEachWeek() async throws {
        data.financesResult = .success(Self.record)
        let json = try await HeadlessFinances(finances: data).finances(careerId: "career-1", json: true)
        let listing = try JSONDecoder().decode(FinancesListing.self, from: Data(json.utf8))
        #expect(listing == FinancesListing(Self.record))
        #expect(listing.weeks.map(\.income) == [60_000, 130_000] && listing.weeks.map(\.spending) == [160_000, 160_000])
        #expect(listing.income == 190_000 && listing.spending == 320_000)
        #expect(listing.totals.first { $0.kind == "wages" }?.income == false)
    }

    @Test func aSeasonWithNoWeekYetSaysSo() async throws {
        data.financesResult = .success(ClubFinances(clubName: "Crumpet Rovers", seasonLabel: "2026/27",
                                                    balance: 5_000_000, openingBalance: 5_000_000, weeks: [],
                                                    totals: [], weeklyWageBill: 160_000,
                                                    budget: SeasonBudget(transfers: 0, weeklyWages: 150_000),
                                                    transferBudgetLeft: 0))
        let text = try await HeadlessFinances(finances: data).finances(careerId: "career-1", json: false)
        #expect(text.hasSuffix("No money has moved this season yet: the first match day pays the first week."))
    }

    @Test func anUnknownCareerIsOneLine() async {
        data.financesResult = .failure(.careerNotFound("nope"))
        await #expect(throws: CommandFailure.self) {
            try await HeadlessFinances(finances: data).finances(careerId: "nope", json: false)
        }
    }
}
