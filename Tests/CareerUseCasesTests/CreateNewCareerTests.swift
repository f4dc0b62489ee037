@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
@testable import Persistence
import Testing
import TestSupport

struct CreateNewCareerTests {
    @Test func createdCareerReadsBackAsItWasCreated() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            let result = try await manager.createNewCareer(ownersRequest())

            #expect(result.career == Career(id: "owls", coachId: NewCareerBuilder.userCoachId, userTeamId: "t-owls",
                                            leagueId: "lg", currentSeasonId: "s2026", worldSeed: FixtureWorld.seed,
                                            currentDate: FixtureWorld.startDate))
            #expect(result.summary == CareerSummary(careerId: "owls", coachName: "Ada Lovelace", teamId: "t-owls",
                                                    clubName: "Owls Athletic", divisionName: "Top Tier",
                                                    divisionTier: 1, seasonLabel: "2026/27",
                                                    date: FixtureWorld.startDate))
            #expect(try await manager.careerSummary(careerId: "owls") == result.summary)
            #expect(try await manager.listCareers() == [CareerSlot(slot: "owls", status: .ready(result.summary))])
        }
    }

    @Test func userCoachReplacesTheClubsCoachAndOthersKeepTheirs() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest(firstName: "  Ada ", lastName: "Lovelace"))

            let owls = try await manager.teamDetails(careerId: "owls", teamId: "t-owls")
            #expect(owls.coach == Coach(id: NewCareerBuilder.userCoachId, teamId: "t-owls", firstName: "Ada",
                                        lastName: "Lovelace", isUser: true))
            #expect(owls.team.coachId == NewCareerBuilder.userCoachId)
            let badgers = try await manager.teamDetails(careerId: "owls", teamId: "t-badgers")
            #expect(badgers.coach == FixtureWorld.coaches[1])
        }
    }

    @Test func clubWithoutCoachGetsTheUser() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest(slot: "yaks", teamId: "t-yaks"))
            let yaks = try await manager.teamDetails(careerId: "yaks", teamId: "t-yaks")
            #expect(yaks.coach?.isUser == true)
            #expect(yaks.division == FixtureWorld.divisions[0])
        }
    }

    @Test func teamDetailsListsTheSquadByPositionThenBestFirst() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            let details = try await manager.teamDetails(careerId: "owls", teamId: "t-newts")

            #expect(details.info == FixtureWorld.teamInfos[2])
            #expect(details.team == FixtureWorld.teams[2])
            #expect(details.players.map(\.position) == [.goalkeeper, .goalkeeper, .defender, .defender,
                                                        .midfielder, .forward])
            #expect(details.players[0].ratings.overall > details.players[1].ratings.overall)
            #expect(details.players[2].ratings.overall > details.players[3].ratings.overall)
            #expect(Set(details.players) == Set(FixtureWorld.players.filter { $0.teamId == "t-newts" }))
        }
    }

    @Test func withoutSlotTheFirstFreeCareerNumberIsTaken() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            let first = try await manager.createNewCareer(ownersRequest(slot: nil))
            let second = try await manager.createNewCareer(ownersRequest(slot: nil))
            #expect(first.career.id == "career-1")
            #expect(second.career.id == "career-2")
            #expect(try fileNames(in: directory) == ["career-1.sqlite", "career-2.sqlite"])
        }
    }

    @Test func missingDataDirectoryIsCreated() async throws {
        try await withTemporaryDirectory { directory throws in
            let nested = directory.appendingPathComponent("a/b", isDirectory: true)
            _ = try await fixtureManager(nested).createNewCareer(ownersRequest())
            #expect(try fileNames(in: nested) == ["owls.sqlite"])
        }
    }

    @Test func takenSlotIsRefusedAndLeftAlone() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            let original = try await manager.createNewCareer(ownersRequest())
            await #expect(throws: DataError.slotTaken("owls")) {
                try await manager.createNewCareer(ownersRequest(teamId: "t-badgers", firstName: "Other"))
            }
            #expect(try await manager.careerSummary(careerId: "owls") == original.summary)
            #expect(try fileNamesBesideOpenCareers(in: directory) == ["owls.sqlite"])
        }
    }

    @Test(arguments: ["a/b", "..", "", "../escape", "has space", String(repeating: "x", count: 41)])
    func invalidSlotNameIsRefused(_ slot: String) async throws {
        try await withTemporaryDirectory { directory throws in
            await #expect(throws: DataError.invalidSlotName(slot)) {
                try await fixtureManager(directory).createNewCareer(ownersRequest(slot: slot))
            }
            #expect(try fileNames(in: directory).isEmpty)
        }
    }

    @Test(arguments: [
        ("", "Lovelace", CoachNameRule.Violation.empty(field: "first name")),
        ("Ada", "   ", .empty(field: "last name")),
        ("R2D2", "Lovelace", .invalidCharacters(field: "first name")),
        ("Ada", String(repeating: "L", count: 25), .tooLong(field: "last name", limit: 24)),
    ])
    func invalidCoachNameIsRefused(_ first: String, _ last: String, _ violation: CoachNameRule.Violation) async throws {
        try await withTemporaryDirectory { directory throws in
            await #expect(throws: DataError.invalidCoachName(violation)) {
                try await fixtureManager(directory).createNewCareer(ownersRequest(firstName: first, lastName: last))
            }
            #expect(try fileNames(in: directory).isEmpty)
        }
    }

    @Test func unknownTeamIsRefusedWithoutLeavingAFile() async throws {
        try await withTemporaryDirectory { directory throws in
            await #expect(throws: DataError.teamNotFound("t-nobody")) {
                try await fixtureManager(directory).createNewCareer(ownersRequest(teamId: "t-nobody"))
            }
            #expect(try fileNames(in: directory).isEmpty)
        }
    }

    @Test func failedWriteLeavesNoFileBehind() async throws {
        let broken = World(seed: 1, league: FixtureWorld.league, divisions: FixtureWorld.divisions,
                           teamInfos: FixtureWorld.teamInfos, teams: FixtureWorld.teams, coaches: FixtureWorld.coaches,
                           players: FixtureWorld.players + [FixtureWorld.player(id: "ghost", teamId: "t-ghost",
                                                                                 position: .forward, level: 50)],
                           season: FixtureWorld.season, startDate: FixtureWorld.startDate)
        try await withTemporaryDirectory { directory throws in
            await #expect {
                try await fixtureManager(directory, world: broken).createNewCareer(ownersRequest())
            } throws: { error in
                guard case DataError.storage(let reason) = error else { return false }
                return reason.contains("FOREIGN KEY") && !reason.contains("\n")
            }
            #expect(try fileNames(in: directory).isEmpty)
        }
    }

    @Test func unknownCareerAndTeamAreReported() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            await #expect(throws: DataError.careerNotFound("ghost")) { try await manager.careerSummary(careerId: "ghost") }
            await #expect(throws: DataError.careerNotFound("ghost")) {
                try await manager.teamDetails(careerId: "ghost", teamId: "t-owls")
            }
            await #expect(throws: DataError.invalidSlotName("../owls")) {
                try await manager.careerSummary(careerId: "../owls")
            }
            _ = try await manager.createNewCareer(ownersRequest())
            await #expect(throws: DataError.teamNotFound("t-nobody")) {
                try await manager.teamDetails(careerId: "owls", teamId: "t-nobody")
            }
        }
    }
}
