@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The cup in a career: drawn and played in the match day's transaction, stored tie by tie, and a career of the
/// schema before it gets its cup while round 1 is still ahead.
struct CupStorageTests {
    @Test func eachRoundIsPlayedAfterItsLeagueDayAndTheNextDrawnWithIt() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            #expect(try await manager.cup(careerId: "owls", year: nil).rounds.isEmpty, "drawn on the first day")
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            let drawn = try await manager.cup(careerId: "owls", year: nil)
            #expect(drawn.rounds.count == 1 && drawn.rounds[0].ties.allSatisfy { !$0.isPlayed })
            var cup = try await manager.cup(careerId: "owls", year: nil)
            var days = 0
            while cup.rounds.first?.ties.allSatisfy(\.isPlayed) != true, days < 20 {
                _ = try await manager.advance(careerId: "owls", .matchDays(1))
                days += 1
                cup = try await manager.cup(careerId: "owls", year: nil)
            }
            let first = try #require(cup.rounds.first)
            #expect(first.ties.allSatisfy { $0.isPlayed && $0.winnerTeamId != nil })
            let second = try #require(cup.rounds.dropFirst().first, "round 2 is drawn with round 1's results")
            #expect(second.ties.allSatisfy { !$0.isPlayed })
            let winners = Set(first.ties.compactMap(\.winnerTeamId))
            #expect(winners.isSubset(of: Set(second.ties.flatMap(\.teamIds))))

            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            cup = try await manager.cup(careerId: "owls", year: nil)
            let ties = cup.rounds.flatMap(\.ties)
            let clubs = try await manager.leagueOverview(careerId: "owls").divisions.map(\.table.rows.count).reduce(0, +)
            #expect(ties.count == clubs - 1 && ties.allSatisfy(\.isPlayed))
            #expect(cup.rounds.last?.name == "Final" && cup.rounds.last?.ties.first?.neutralGround == true)
            #expect(cup.winnerTeamId != nil)

            // The inbox tells the user's draws and results and everyone the final.
            let inbox = try await manager.inboxPage(careerId: "owls", filter: InboxFilter(), offset: 0, limit: 1_000)
            let cupMessages = inbox.messages.filter { $0.kind == .cup }
            let userTies = ties.filter { $0.teamIds.contains(cup.userTeamId) }
            #expect(cupMessages.filter { $0.subject.contains(" draw, ") }.count == userTies.count)
            #expect(cupMessages.contains { $0.subject.hasPrefix("The Gravy Boat Cup final: ") })
            let results = cupMessages.filter { !$0.subject.contains(" draw, ") && !$0.subject.contains(" final: ") }
            #expect(results.count == userTies.filter { !$0.neutralGround }.count)
        }
    }

    @Test func theMatchDayBeforeTheUsersTieNamesIt() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            var named = 0
            while let preview = try? await manager.nextMatchDay(careerId: "owls") {
                let cup = try await manager.cup(careerId: "owls", year: nil)
                let tie = cup.rounds.last?.ties.first { !$0.isPlayed && $0.teamIds.contains(cup.userTeamId) }
                if let fixture = preview.cupFixture {
                    named += 1
                    let unplayed = try #require(tie, "match day \(preview.matchDay) names a tie not drawn")
                    let opponent = unplayed.homeTeamId == cup.userTeamId ? unplayed.awayTeamId : unplayed.homeTeamId
                    #expect(fixture.opponentName == cup.name(of: opponent) && fixture.roundName == cup.rounds.last?.name)
                }
                _ = try await manager.advance(careerId: "owls", .matchDays(1))
            }
            #expect(named >= 1, "the Owls play at least the round they join in")
        }
    }

    @Test func aVersionNineCareerGetsItsCupWhileRoundOneIsAhead() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            try rewindCareer(at: url, toVersion: 9, droppingTables: [])

            let reopened = seasonManager(directory)
            _ = try await reopened.advance(careerId: "owls", .toSeasonEnd)
            #expect(try await reopened.cup(careerId: "owls", year: nil).winnerTeamId != nil)
            let version = try DatabaseQueue(path: url.path).read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
            #expect(version == CareerDatabase.schemaVersion)
        }
    }

    @Test func aCareerThatMissedRoundOneHasItsCupNextSeason() async throws {
        try await withTemporaryDirectory { directory throws in
            _ = try await rewoundSeasonCareer(in: directory, afterDays: 12, toVersion: 9)

            let reopened = seasonManager(directory)
            _ = try await reopened.advance(careerId: "owls", .toSeasonEnd)
            let year = try await reopened.cup(careerId: "owls", year: nil).year
            #expect(try await reopened.cup(careerId: "owls", year: nil).rounds.isEmpty)
            _ = try await reopened.advance(careerId: "owls", .seasons(1))
            #expect(try await reopened.cup(careerId: "owls", year: year).rounds.isEmpty)
            _ = try await reopened.advance(careerId: "owls", .toSeasonEnd)
            #expect(try await reopened.cup(careerId: "owls", year: year + 1).winnerTeamId != nil)
        }
    }

    @Test func aSeasonTheCareerHasNotReachedIsRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let year = try await manager.cup(careerId: "owls", year: nil).year
            await #expect(throws: DataError.self) { try await manager.cup(careerId: "owls", year: year + 1) }
        }
    }
}
