@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
import Persistence
import Testing
import TestSupport

/// A new career whose squad already costs more than the board's wage budget starts with the board saying so and
/// why; one within the budget starts with an empty inbox.
struct NewCareerMessageTests {
    @Test func aSquadOverTheWageBudgetIsExplainedOnTheFirstDay() async throws {
        try await withTemporaryDirectory { directory in
            let manager = SQLiteDataManager(dataDirectory: directory)
            let clubs = try await manager.worldPreview(seed: 8).allClubs
            var seen: Set<Bool> = []
            for (index, club) in clubs.prefix(12).enumerated() {
                let slot = "c\(index)"
                _ = try await manager.createNewCareer(CreateNewCareerRequest(
                    coachFirstName: "Ada", coachLastName: "Lovelace", teamId: club.teamId, worldSeed: 8, slot: slot))
                let finances = try await manager.finances(careerId: slot)
                let over = finances.weeklyWageBill > finances.budget.weeklyWages
                seen.insert(over)
                let messages = try await manager.inboxMessages(careerId: slot)
                guard over else {
                    #expect(messages.isEmpty, "\(club.name): within budget, yet \(messages.map(\.subject))")
                    continue
                }
                let message = try #require(messages.first, "\(club.name) is over budget and nobody said so")
                #expect(messages.count == 1 && message.kind == .board
                            && message.date == GameDate(year: 2026, month: 8, day: 1))
                #expect(message.body.contains(Pounds.text(finances.weeklyWageBill))
                            && message.body.contains(Pounds.text(finances.budget.weeklyWages)))
            }
            #expect(seen == [true, false], "the first 12 clubs of world 8 should include both kinds")
        }
    }
}
