@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct MatchDayPreviewTests {
    @Test func firstDayShowsTheUsersMatchWithBothSquads() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let preview = try await manager.nextMatchDay(careerId: "owls")

            #expect(preview.seasonLabel == "2026/27")
            #expect(preview.matchDay == 1)
            #expect(preview.date == SeasonWorld.startDate)
            #expect(preview.matchCount == 2 + 3)
            let match = try #require(preview.userMatch)
            #expect(match.divisionName == "Top Tier")
            #expect(match.user.teamId == SeasonWorld.userTeamId)
            #expect(match.user.clubName == "Owls Athletic" && match.user.shortName == "OWL")
            #expect(match.opponent.teamId != SeasonWorld.userTeamId)
            #expect((match.home.teamId == SeasonWorld.userTeamId) == match.userIsHome)
            for side in [match.home, match.away] {
                #expect(side.squad == SquadOrder.sorted(SeasonWorld.players.filter { $0.teamId == side.teamId }))
                #expect(side.suggestedLineUp == LineUpPicker.pick(from: side.squad))
                #expect(LineUpRule.validate(side.suggestedLineUp, squad: side.squad) == nil)
            }
        }
    }

    @Test func previewShowsConditionAfterADay() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let preview = try await manager.nextMatchDay(careerId: "owls")
            #expect(preview.matchDay == 2)
            #expect(preview.date == played.summary.date)
            let squad = try #require(preview.userMatch).user.squad
            let starters = Set(try #require(played.userMatch).performances
                .filter { $0.teamId == SeasonWorld.userTeamId && $0.started }.map(\.playerId))
            #expect(squad.filter { starters.contains($0.id) }.allSatisfy { $0.condition.fitness < 100 })
        }
    }

    @Test func dayWithoutTheUsersDivisionHasNoUserMatch() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(6))
            let preview = try await manager.nextMatchDay(careerId: "owls")
            #expect(preview.matchDay == 7)
            #expect(preview.matchCount == 3)
            #expect(preview.userMatch == nil)
        }
    }
}
