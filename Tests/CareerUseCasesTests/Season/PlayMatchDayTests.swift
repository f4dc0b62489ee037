@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport
import WorldGenerator

struct PlayMatchDayTests {
    private let url = { (directory: URL) in CareerDatabase.fileURL(slot: "owls", in: directory) }

    @Test func dayOneIsPlayedInEveryDivisionAndTheCalendarMovesOn() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)

            #expect(played.matchDay == 1)
            #expect(played.date == SeasonWorld.startDate)
            #expect(played.results.count == 2 + 3)
            #expect(played.results.allSatisfy { $0.isPlayed && $0.matchDay == 1 && $0.date == SeasonWorld.startDate })
            // By tier, then home club name.
            #expect(played.results.map(\.divisionId) == ["d1", "d1", "d2", "d2", "d2"])
            #expect(played.results.prefix(2).map(\.homeName) == played.results.prefix(2).map(\.homeName).sorted())
            #expect(played.results.suffix(3).map(\.homeName) == played.results.suffix(3).map(\.homeName).sorted())
            #expect(played.summary.date == SeasonWorld.startDate.adding(days: 7))
            #expect(try await manager.careerSummary(careerId: "owls") == played.summary)

            let report = try #require(played.userMatch)
            #expect([report.homeTeamId, report.awayTeamId].contains(SeasonWorld.userTeamId))
            let userResult = try #require(played.results.first { $0.matchId == report.matchId })
            #expect(userResult.homeGoals == report.homeGoals && userResult.awayGoals == report.awayGoals)
            #expect(report.events.contains { !$0.commentary.isEmpty }, "the user's match is played live")
        }
    }

    @Test func storedDayIsExactlyWhatTheRunnerPlays() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)

            // The same day replayed outside storage, from the world as created: seeds make it identical.
            let fixtures = FixtureScheduler.fixtures(for: SeasonWorld.world, seed: SeasonWorld.seed)
                .filter { $0.matchDay == 1 }
            let squads = Dictionary(grouping: SeasonWorld.players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
            let names = Dictionary(uniqueKeysWithValues: SeasonWorld.teams.map { team in
                (team.id, SeasonWorld.teamInfos.first { $0.id == team.infoId }?.name ?? "")
            })
            let expected = MatchDayRunner().play(matchDay: 1, matches: fixtures, squads: squads, clubNames: names,
                                                 userTeamId: SeasonWorld.userTeamId, userLineUp: nil,
                                                 worldSeed: SeasonWorld.seed)

            let stored = try StoredSeason(slot: "owls", in: directory)
            for report in expected.reports {
                let match = try #require(stored.matches.first { $0.id == report.matchId })
                #expect(match.homeGoals == report.homeGoals && match.awayGoals == report.awayGoals)
                // Only the user's match keeps its events and performances (Modules/DECISIONS.md 15).
                guard [report.homeTeamId, report.awayTeamId].contains(SeasonWorld.userTeamId) else {
                    #expect(stored.events(ofMatch: report.matchId).isEmpty)
                    #expect(stored.performances(ofMatch: report.matchId).isEmpty)
                    continue
                }
                #expect(try MatchReportTransformer.model(from: match, events: stored.events(ofMatch: report.matchId),
                                                         performances: stored.performances(ofMatch: report.matchId))
                        == MatchReport(matchId: report.matchId, homeTeamId: report.homeTeamId,
                                       awayTeamId: report.awayTeamId, homeGoals: report.homeGoals,
                                       awayGoals: report.awayGoals, events: report.events,
                                       performances: report.performances.map(\.storedPart)
                                        .sorted { $0.playerId < $1.playerId }))
            }
            #expect(played.userMatch == expected.reports.first {
                [$0.homeTeamId, $0.awayTeamId].contains(SeasonWorld.userTeamId)
            })
            let conditions = try Dictionary(uniqueKeysWithValues: stored.players.map {
                ($0.id, try PlayerTransformer.model(from: $0).condition)
            })
            for player in SeasonWorld.players where player.teamId != nil {
                #expect(conditions[player.id] == expected.conditions[player.id] ?? player.condition, "\(player.id)")
            }
            #expect(!expected.conditions.isEmpty)
        }
    }

    @Test func userLineUpIsTheOneThatStarts() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let squad = try await manager.nextMatchDay(careerId: "owls").userMatch?.user.squad ?? []
            // The reserve keeper and the weakest outfielders in a 5-3-2: not what the club would pick itself.
            let byPosition = Dictionary(grouping: squad, by: \.position)
            let reserveKeeper = try #require(byPosition[.goalkeeper]?.last)
            let outfield = [(Position.defender, 5), (.midfielder, 3), (.forward, 2)].flatMap { position, count in
                (byPosition[position] ?? []).suffix(count).map(\.id)
            }
            let lineUp = LineUp(formation: .fiveThreeTwo, starters: [reserveKeeper.id] + outfield, bench: [])
            #expect(LineUpRule.validate(lineUp, squad: squad) == nil)

            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: lineUp)
            let starters = try #require(played.userMatch).performances
                .filter { $0.teamId == SeasonWorld.userTeamId && $0.started }.map(\.playerId)
            #expect(Set(starters) == Set(lineUp.starters))
        }
    }

    @Test func invalidLineUpIsRefusedAndNothingIsPlayed() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let before = try DatabaseContents(of: url(directory))
            let lineUp = LineUp(formation: .fourFourTwo, starters: ["t-owls-p0"], bench: [])
            await #expect(throws: DataError.invalidLineUp(.wrongStarterCount(1))) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: lineUp)
            }
            let stranger = LineUp(formation: .fourFourTwo,
                                  starters: ["t-badgers-p0"] + (2..<12).map { "t-owls-p\($0)" }, bench: [])
            await #expect(throws: DataError.invalidLineUp(.notInSquad("t-badgers-p0"))) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: stranger)
            }
            #expect(try DatabaseContents(of: url(directory)) == before)
        }
    }

    @Test func repeatedDayPlaysNothingAndChangesNothing() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let before = try DatabaseContents(of: url(directory))
            await #expect(throws: DataError.matchDayAlreadyPlayed(1)) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            }
            #expect(try DatabaseContents(of: url(directory)) == before)
        }
    }

    @Test func laterDayIsRefusedRatherThanSkippingOne() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let before = try DatabaseContents(of: url(directory))
            await #expect(throws: DataError.invalidAdvance("match day 3 is not the next to play: match day 1 is")) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 3, lineUp: nil)
            }
            await #expect(throws: DataError.invalidAdvance("match day 0 is not the next to play: match day 1 is")) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 0, lineUp: nil)
            }
            #expect(try DatabaseContents(of: url(directory)) == before)
        }
    }

    @Test func afterTheLastDayEveryDayIsPlayedAndTheSeasonIsOver() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            for day in 1...9 {
                try await playCupTieIfDue(manager, careerId: "owls")
                _ = try await manager.playMatchDay(careerId: "owls", matchDay: day, lineUp: nil)
            }
            try await playCupTieIfDue(manager, careerId: "owls")
            let last = try await manager.playMatchDay(careerId: "owls", matchDay: 10, lineUp: nil)
            #expect(last.userMatch == nil, "the top tier finished on day 6")
            #expect(last.results.map(\.divisionId) == ["d2", "d2", "d2"])
            #expect(last.summary.date == SeasonWorld.startDate.adding(days: 9 * 7 + 1))

            await #expect(throws: DataError.matchDayAlreadyPlayed(10)) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 10, lineUp: nil)
            }
            await #expect(throws: DataError.seasonOver(seasonLabel: "2026/27")) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 11, lineUp: nil)
            }
            await #expect(throws: DataError.seasonOver(seasonLabel: "2026/27")) {
                try await manager.nextMatchDay(careerId: "owls")
            }
        }
    }

    @Test func unknownCareerIsReported() async throws {
        try await withTemporaryDirectory { directory throws -> Void in
            await #expect(throws: DataError.careerNotFound("ghost")) {
                try await seasonManager(directory).playMatchDay(careerId: "ghost", matchDay: 1, lineUp: nil)
            }
        }
    }
}

extension PlayerPerformance {
    /// What storage keeps of a performance: all but the line he played, which only the report of the day shows.
    var storedPart: PlayerPerformance {
        PlayerPerformance(playerId: playerId, teamId: teamId, started: started, minutesPlayed: minutesPlayed,
                          goals: goals, assists: assists, yellowCards: yellowCards, redCards: redCards,
                          injured: injured, rating: rating)
    }
}
