@testable import CareerUseCases
import DataManaging
import Foundation
@testable import Persistence
import Testing
import TestSupport

/// A match day is written completely or not at all, and a day that failed replays as if it never had.
struct MatchDayAtomicityTests {
    @Test func failureHalfWayThroughADayLeavesTheFileAsItWas() async throws {
        try await withTemporaryDirectory { directory throws in
            try await startSeasonCareer(seasonManager(directory))
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            let before = try DatabaseContents(of: url)

            let fault = FaultAfter(matches: 2)
            let failing = seasonManager(directory, afterMatchWritten: fault.check)
            await #expect(throws: DataError.storage("injected fault")) {
                try await failing.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            }
            #expect(try DatabaseContents(of: url) == before)
            #expect(try await failing.leagueOverview(careerId: "owls").nextMatchDay == 1)
        }
    }

    @Test func dayReplayedAfterAFailureGivesTheSameResults() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager, slot: "owls")
            try await startSeasonCareer(manager, slot: "clean")
            let fault = FaultAfter(matches: 3)
            await #expect(throws: DataError.storage("injected fault")) {
                try await seasonManager(directory, afterMatchWritten: fault.check)
                    .playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            }

            let replayed = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let clean = try await manager.playMatchDay(careerId: "clean", matchDay: 1, lineUp: nil)
            #expect(replayed.results == clean.results)
            #expect(replayed.userMatch == clean.userMatch)
            let stored = try StoredSeason(slot: "owls", in: directory)
            let cleanStored = try StoredSeason(slot: "clean", in: directory)
            #expect(stored.matches == cleanStored.matches)
            #expect(stored.performances == cleanStored.performances)
            #expect(stored.playerStats == cleanStored.playerStats)
            #expect(stored.players == cleanStored.players)
        }
    }

    @Test func interruptedAdvanceStopsAtTheLastCompleteDayAndCarriesOnFromIt() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            // Days 1 and 2 hold 5 matches each; the third match of day 3 fails.
            let fault = FaultAfter(matches: 12)
            await #expect(throws: DataError.storage("injected fault")) {
                try await seasonManager(directory, afterMatchWritten: fault.check)
                    .advance(careerId: "owls", .toSeasonEnd)
            }
            let stored = try StoredSeason(slot: "owls", in: directory)
            #expect(Set(stored.playedMatches.map(\.matchDay)) == [1, 2])
            #expect(stored.playedMatches.count == 10)
            #expect(stored.career.currentDate == SeasonWorld.startDate.adding(days: 14).description)
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 3)

            let rest = try await manager.advance(careerId: "owls", .toSeasonEnd)
            #expect(rest.days.map(\.matchDay) == Array(3...10))
            #expect(rest.seasonOver)
            #expect(try StoredSeason(slot: "owls", in: directory).playedMatches.count == stored.matches.count)
        }
    }
}
