@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct AdvanceTests {
    @Test(arguments: [
        (0, "at least 1"), (-3, "at least 1"), (19_001, "1–19000, not 19001"),
        (Int.max, "1–19000, not \(Int.max)"),
    ])
    func fewerThanOneDayOrMoreThanFiveHundredSeasonsAreRefused(_ days: Int, _ limit: String) async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            await #expect(throws: DataError.invalidAdvance("the number of match days must be \(limit)")) {
                try await manager.advance(careerId: "owls", .matchDays(days))
            }
        }
    }

    @Test func advancePlaysTheDaysAskedForWithTheUsersResults() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let result = try await manager.advance(careerId: "owls", .matchDays(2))
            #expect(result.days.map(\.matchDay) == [1, 2])
            #expect(result.days.map(\.date) == [SeasonWorld.startDate, SeasonWorld.startDate.adding(days: 7)])
            #expect(!result.seasonOver)
            #expect(result.summary.date == SeasonWorld.startDate.adding(days: 14))
            for day in result.days {
                let user = try #require(day.userResult)
                #expect(user.isPlayed && user.matchDay == day.matchDay)
                #expect([user.homeTeamId, user.awayTeamId].contains(SeasonWorld.userTeamId))
            }
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 3)
        }
    }

    @Test func advanceToSeasonEndPlaysEveryFixtureOnceAndAddsUp() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let result = try await manager.advance(careerId: "owls", .toSeasonEnd)

            #expect(result.days.map(\.matchDay) == Array(1...10))
            #expect(result.seasonOver)
            #expect(result.days.map { $0.userResult != nil } == Array(repeating: true, count: 6)
                + Array(repeating: false, count: 4), "the top tier rests after its 6 days")
            #expect(result.summary.date == SeasonWorld.startDate.adding(days: 9 * 7 + 1))

            let stored = try StoredSeason(slot: "owls", in: directory)
            #expect(stored.matches.count == 12 + 30)
            #expect(stored.playedMatches.count == stored.matches.count)
            // Each pairing once at each ground.
            let pairings = stored.matches.map { "\($0.homeTeamId)-\($0.awayTeamId)" }
            #expect(Set(pairings).count == pairings.count)

            // Season totals equal what the results add up to; the user's matches, whose performances and
            // events are kept, add up to his players' lines.
            let goalsInResults = stored.matches.reduce(0) { $0 + ($1.homeGoals ?? 0) + ($1.awayGoals ?? 0) }
            #expect(stored.playerStats.reduce(0) { $0 + $1.goals } == goalsInResults)
            let userMatches = stored.matches.filter { [$0.homeTeamId, $0.awayTeamId].contains(SeasonWorld.userTeamId) }
            let goalsInUserMatches = userMatches.reduce(0) { $0 + ($1.homeGoals ?? 0) + ($1.awayGoals ?? 0) }
            #expect(stored.performances.reduce(0) { $0 + $1.goals } == goalsInUserMatches)
            #expect(stored.events.filter { $0.kind == "goal" }.count == goalsInUserMatches)
            #expect(Set(stored.performances.map(\.matchId)) == Set(userMatches.map(\.id)))
            for stats in stored.playerStats where stats.teamId == SeasonWorld.userTeamId {
                let mine = stored.performances.filter { $0.playerId == stats.playerId }
                #expect(stats.appearances == mine.filter { $0.minutesPlayed > 0 }.count)
                #expect(stats.goals == mine.reduce(0) { $0 + $1.goals })
                #expect(stats.assists == mine.reduce(0) { $0 + $1.assists })
                #expect(stats.yellowCards == mine.reduce(0) { $0 + $1.yellowCards })
                #expect(stats.redCards == mine.reduce(0) { $0 + $1.redCards })
            }

            // Tables agree with the results and with the stored club records.
            let overview = try await manager.leagueOverview(careerId: "owls")
            #expect(overview.nextMatchDay == nil)
            for division in overview.divisions {
                let rows = division.table.rows
                #expect(rows.allSatisfy { $0.played == 2 * (rows.count - 1) })
                #expect(rows.map(\.position) == Array(1...rows.count))
                #expect(rows.map(\.points) == rows.map(\.points).sorted(by: >))
                #expect(rows.reduce(0) { $0 + $1.goalsFor } == division.fixtures.reduce(0) {
                    $0 + ($1.homeGoals ?? 0) + ($1.awayGoals ?? 0)
                })
                for row in rows {
                    let club = try #require(stored.teamStats.first { $0.teamId == row.teamId })
                    #expect([club.won, club.drawn, club.lost, club.goalsFor, club.goalsAgainst] as [Int]
                            == [row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst])
                    #expect(row.points == 3 * row.won + row.drawn)
                }
            }

            await #expect(throws: DataError.seasonOver(seasonLabel: "2026/27")) {
                try await manager.nextMatchDay(careerId: "owls")
            }
        }
    }

    @Test func advanceByDaysCrossesTheSeasonEnd() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(8))
            let result = try await manager.advance(careerId: "owls", .matchDays(5))
            #expect(result.days.map(\.matchDay) == [9, 10, 1, 2, 3])
            #expect(result.days.prefix(2).allSatisfy { $0.userResult == nil })
            #expect(result.seasonEnds.map(\.finishedSeasonLabel) == ["2026/27"])
            #expect(result.summary.seasonLabel == "2027/28")
            #expect(!result.seasonOver)
        }
    }

    @Test func toSeasonEndAtASeasonsEndPlaysTheWholeNextSeason() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let result = try await manager.advance(careerId: "owls", .toSeasonEnd)
            #expect(result.seasonEnds.count == 1)
            #expect(result.days.map(\.matchDay) == Array(1...10))
            #expect(result.seasonOver && result.summary.seasonLabel == "2027/28")
        }
    }

    @Test func advanceBySeasonsEndsEachAndStopsAtTheNextStart() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(3))
            let result = try await manager.advance(careerId: "owls", .seasons(2))
            #expect(result.days.count == 7 + 10)
            #expect(result.seasonEnds.map(\.finishedSeasonLabel) == ["2026/27", "2027/28"])
            #expect(result.summary.seasonLabel == "2028/29" && !result.seasonOver)
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 1)
        }
    }

    @Test(arguments: [0, -1, 501])
    func seasonCountsOutsideOneTo500AreRefused(_ seasons: Int) async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            await #expect(throws: DataError.invalidAdvance("the number of seasons must be 1–500, not \(seasons)")) {
                try await manager.advance(careerId: "owls", .seasons(seasons))
            }
        }
    }
}
