@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
import MatchEngine
@testable import Persistence
import Testing
import TestSupport

struct LiveMatchTests {
    /// Kicks off match day 1 with the user's suggested line-up.
    private func kickOff(_ manager: SQLiteDataManager) async throws -> LiveMatch {
        let preview = try await manager.nextMatchDay(careerId: "owls")
        let userMatch = try #require(preview.userMatch)
        return try await manager.startLiveMatch(careerId: "owls", matchDay: 1, lineUp: userMatch.user.suggestedLineUp,
                                                  instruction: userMatch.instruction)
    }

    /// The first substitution the laws allow at `minute`: the user's first outfielder off, his first bench
    /// player of the same position on.
    private func substitution(in live: LiveMatch, at minute: Int) throws -> MatchChange {
        let situation = live.match.situation(afterMinute: minute)
        let squad = live.userMatch.user.squad
        let off = try #require(situation.onPitch.first { $0.line != .goalkeeper })
        let on = try #require(situation.bench.first { id in squad.first { $0.id == id }?.position == off.line }
            ?? situation.bench.first)
        return MatchChange(minute: minute, kind: .substitution(off: off.playerId, on: on))
    }

    @Test func kickOffStoresNothingOfTheDayButTheMatchInProgress() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let before = try await manager.careerSummary(careerId: "owls")
            let live = try await kickOff(manager)

            #expect(live.matchDay == 1 && live.minute == 0 && live.match.changes.isEmpty)
            #expect(live.latestScores.count == 1, "the season world's top division plays two matches a day")
            // Nothing shows elsewhere before full time: the calendar and the tables stay.
            #expect(try await manager.careerSummary(careerId: "owls") == before)
            #expect(try StoredSeason(slot: "owls", in: directory).playedMatches.isEmpty)
            #expect(try await manager.liveMatch(careerId: "owls") == live)
        }
    }

    @Test func theMatchResumesAtTheMinuteReachedWithTheSameChanges() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let live = try await kickOff(manager)
            let change = try substitution(in: live, at: 55)
            let changed = try await manager.makeLiveChange(careerId: "owls", change)
            try await manager.recordLiveMinute(careerId: "owls", minute: 63)

            // Another manager on the same files: a restart of the game.
            let resumed = try #require(try await seasonManager(directory).liveMatch(careerId: "owls"))
            #expect(resumed.minute == 63)
            #expect(resumed.match.changes == [change])
            #expect(resumed.match.report == changed.match.report)
            // Everything up to the change is as it was before it.
            #expect(changed.match.report.events.filter { $0.minute <= 55 }
                == live.match.report.events.filter { $0.minute <= 55 })
        }
    }

    @Test func finishingStoresTheMatchExactlyAsManaged() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let live = try await kickOff(manager)
            let changed = try await manager.makeLiveChange(careerId: "owls", try substitution(in: live, at: 45))
            let attacking = try await manager.makeLiveChange(
                careerId: "owls", MatchChange(minute: 60, kind: .instruction(.attack)))
            try await manager.recordLiveMinute(careerId: "owls", minute: 90)
            let played = try await manager.finishLiveMatch(careerId: "owls")

            #expect(played.userMatch == attacking.match.report)
            #expect(changed.match.changes.count == 1 && attacking.match.changes.count == 2)
            #expect(try await manager.liveMatch(careerId: "owls") == nil)
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 2)
            await #expect(throws: DataError.noLiveMatch) { try await manager.finishLiveMatch(careerId: "owls") }
        }
    }

    @Test func leavingBeforeFullTimeLetsTheAssistantFinishTheSameWayEveryTime() async throws {
        var stories: [[String]] = []
        for _ in 0..<2 {
            try await withTemporaryDirectory { directory throws in
                let manager = seasonManager(directory)
                try await startSeasonCareer(manager)
                let live = try await kickOff(manager)
                _ = try await manager.makeLiveChange(careerId: "owls", try substitution(in: live, at: 30))
                try await manager.recordLiveMinute(careerId: "owls", minute: 40)
                // A headless advance finishes the match in progress first.
                let result = try await manager.advance(careerId: "owls", .matchDays(1))
                #expect(result.days.map(\.matchDay) == [1])
                let stored = try StoredSeason(slot: "owls", in: directory)
                let match = try #require(stored.matches.first { $0.matchDay == 1
                    && [$0.homeTeamId, $0.awayTeamId].contains(SeasonWorld.userTeamId) })
                stories.append(["\(match.homeGoals ?? -1)-\(match.awayGoals ?? -1)"]
                    + stored.events(ofMatch: match.id).map { "\($0.minute) \($0.commentary)" })
            }
        }
        #expect(stories.count == 2 && stories[0] == stories[1])
        #expect(stories[0].count > 10, "the user's match keeps its commentary")
    }

    /// An import `--as` leaves the file's career id as it was: the match in progress is the file's career's.
    @Test func aCareerUnderAnotherSlotKicksOffAndManagesItsMatch() async throws {
        try await withTemporaryDirectory { directory throws in
            try await startSeasonCareer(seasonManager(directory), slot: "first")
            let files = FileManager.default
            for suffix in ["", "-wal"] {
                let from = CareerDatabase.fileURL(slot: "first", in: directory).path + suffix
                if files.fileExists(atPath: from) {
                    try files.moveItem(atPath: from, toPath: CareerDatabase.fileURL(slot: "owls", in: directory).path + suffix)
                }
            }
            try? files.removeItem(atPath: CareerDatabase.fileURL(slot: "first", in: directory).path + "-shm")
            let manager = seasonManager(directory)
            let live = try await kickOff(manager)
            _ = try await manager.makeLiveChange(careerId: "owls", try substitution(in: live, at: 30))
            #expect(try await manager.liveMatch(careerId: "owls")?.match.changes.count == 1)
            #expect(try await manager.finishLiveMatch(careerId: "owls").userMatch != nil)
        }
    }

    @Test func changesTheLawsForbidAreRefusedWithTheReason() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let live = try await kickOff(manager)
            let bench = live.match.situation(afterMinute: 20).bench
            let stranger = try #require(bench.first)
            await #expect(throws: DataError.self) {
                try await manager.makeLiveChange(careerId: "owls", MatchChange(
                    minute: 20, kind: .substitution(off: stranger, on: stranger)))
            }
            await #expect(throws: DataError.matchChangeRefused("The side is already told: Hold.")) {
                try await manager.makeLiveChange(careerId: "owls", MatchChange(minute: 20, kind: .instruction(.hold)))
            }
            await #expect(throws: DataError.matchChangeRefused("The match is over.")) {
                try await manager.makeLiveChange(careerId: "owls", MatchChange(minute: 90, kind: .instruction(.attack)))
            }
            #expect(try await manager.liveMatch(careerId: "owls")?.match.changes.isEmpty == true)
            await #expect(throws: DataError.self) { try await manager.recordLiveMinute(careerId: "owls", minute: 91) }
        }
    }

    @Test func theLineUpAndTheInstructionCarryToTheNextMatchDay() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let preview = try #require(try await manager.nextMatchDay(careerId: "owls").userMatch)
            let suggested = preview.user.suggestedLineUp
            // The user swaps his last starter for his first substitute of the same position.
            let squad = preview.user.squad
            let last = try #require(suggested.starters.last)
            let position = squad.first { $0.id == last }?.position
            let substitute = try #require(suggested.bench.first { id in squad.first { $0.id == id }?.position == position })
            let chosen = LineUp(formation: suggested.formation, starters: suggested.starters.dropLast() + [substitute],
                                bench: suggested.bench.filter { $0 != substitute } + [last])
            _ = try await manager.startLiveMatch(careerId: "owls", matchDay: 1, lineUp: chosen, instruction: .hold)
            _ = try await manager.makeLiveChange(careerId: "owls", MatchChange(minute: 10, kind: .instruction(.parkTheBus)))
            try await manager.recordLiveMinute(careerId: "owls", minute: 90)
            _ = try await manager.finishLiveMatch(careerId: "owls")

            let next = try #require(try await manager.nextMatchDay(careerId: "owls").userMatch)
            let available = Set(next.user.squad.filter(\.condition.isAvailable).map(\.id))
            for id in chosen.starters where available.contains(id) {
                #expect(next.user.suggestedLineUp.starters.contains(id), "a starter the user picked stays")
            }
            #expect(next.instruction == .parkTheBus, "the instruction last given is the next match's")
            let second = try await manager.startLiveMatch(careerId: "owls", matchDay: 2,
                                                          lineUp: next.user.suggestedLineUp, instruction: next.instruction)
            #expect(second.match.changes == [MatchChange(minute: 0, kind: .instruction(.parkTheBus))])
        }
    }

    @Test func aSecondKickOffResumesAndAnotherDayIsRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let live = try await kickOff(manager)
            #expect(try await kickOff(manager) == live)
            await #expect(throws: DataError.self) {
                try await manager.startLiveMatch(careerId: "owls", matchDay: 2, lineUp: live.match.home.lineUp,
                                                 instruction: .hold)
            }
        }
    }

    @Test func aSackedCoachIsRefusedAtKickOff() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let lineUp = try #require(try await manager.nextMatchDay(careerId: "owls").userMatch).user.suggestedLineUp
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.write { db in
                let careerId = try #require(try String.fetchOne(db, sql: "SELECT id FROM career"))
                try BoardStateRecord(careerId: careerId, confidenceTenths: 0, warned: true, sacked: true,
                                     weeksInJob: 20).save(db)
            }
            try queue.close()
            await #expect(throws: DataError.unemployed) {
                try await manager.startLiveMatch(careerId: "owls", matchDay: 1, lineUp: lineUp, instruction: .hold)
            }
            #expect(try await manager.liveMatch(careerId: "owls") == nil)
        }
    }
}
