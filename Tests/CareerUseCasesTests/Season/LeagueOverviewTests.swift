@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import SeasonEngine
import Testing
import TestSupport

struct LeagueOverviewTests {
    @Test func freshSeasonListsEveryDivisionWithEmptyTablesAndAllFixtures() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let overview = try await manager.leagueOverview(careerId: "owls")

            #expect(overview.leagueName == "Season League")
            #expect(overview.seasonLabel == "2026/27")
            #expect(overview.nextMatchDay == 1)
            #expect(overview.userTeamId == SeasonWorld.userTeamId)
            #expect(overview.divisions.map(\.table.division) == SeasonWorld.divisions)
            let top = overview.divisions[0]
            #expect(top.table.rows.map(\.position) == [1, 2, 3, 4])
            #expect(Set(top.table.rows.map(\.clubName))
                    == ["Owls Athletic", "Badger Rovers", "Crane City", "Dingo Park"])
            #expect(top.table.rows.allSatisfy { $0.played == 0 && $0.points == 0 })
            #expect(top.table.rows.first { $0.teamId == "t-owls" }?.shortName == "OWL")
            #expect(overview.divisions.map(\.fixtures.count) == [12, 30])
            for division in overview.divisions {
                let order = division.fixtures.map { "\($0.matchDay < 10 ? "0" : "")\($0.matchDay) \($0.homeName)" }
                #expect(order == order.sorted())
                #expect(division.fixtures.allSatisfy {
                    !$0.isPlayed && $0.date == SeasonCalendar.date(ofMatchDay: $0.matchDay,
                                                                   seasonStart: SeasonWorld.startDate)
                })
                #expect(division.topScorers.isEmpty)
            }
        }
    }

    @Test func playedDaysShowInTablesResultsAndScorers() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(4))
            let overview = try await manager.leagueOverview(careerId: "owls")
            let stored = try StoredSeason(slot: "owls", in: directory)

            #expect(overview.nextMatchDay == 5)
            for division in overview.divisions {
                #expect(division.fixtures.map(\.isPlayed) == division.fixtures.map { $0.matchDay <= 4 })
                let standings = LeagueTable.standings(
                    seasonId: "s2026", teamIds: division.table.rows.map(\.teamId),
                    matches: stored.matches.filter { $0.divisionId == division.table.division.id }
                        .map(MatchTransformer.model(from:)))
                #expect(division.table.rows.map(\.teamId) == standings.map(\.teamId))
                #expect(division.table.rows.map(\.points) == standings.map(\.record.points))

                let scorers = division.topScorers
                #expect(!scorers.isEmpty && scorers.count <= LeagueOverview.topScorerLimit)
                #expect(scorers.allSatisfy { $0.goals >= 1 })
                let keys = scorers.map { [-$0.goals, -$0.assists, $0.appearances] }
                #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
                for scorer in scorers {
                    let stats = try #require(stored.playerStats.first { $0.playerId == scorer.playerId })
                    #expect([stats.goals, stats.assists, stats.appearances] as [Int]
                            == [scorer.goals, scorer.assists, scorer.appearances])
                    let player = try #require(SeasonWorld.players.first { $0.id == scorer.playerId })
                    #expect(scorer.playerName == player.fullName)
                    let team = SeasonWorld.teams.first { $0.id == player.teamId }
                    #expect(team?.divisionId == division.table.division.id)
                    #expect(scorer.clubName == division.table.rows.first { $0.teamId == scorer.teamId }?.clubName)
                }
            }
        }
    }
}
