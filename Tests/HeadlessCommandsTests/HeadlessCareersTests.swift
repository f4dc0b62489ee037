@testable import HeadlessCommands
import DataManaging
import Foundation
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessCareersTests {
    @Test func createsACareerForAMatchedClub() async throws {
        let data = MockCareerDataManager()
        data.worldPreviewResult = .success(Fixtures.worldPreview)
        data.createNewCareerResult = .success(Fixtures.createdCareer)
        let line = try await HeadlessCareers(dataManager: data)
            .create(coachFirst: " Ada ", coachLast: "Whistle", club: "Rovers", seed: 42, slot: "mine")
        #expect(data.worldPreviewSeeds == [42])
        let request = try #require(data.createNewCareerRequests.first)
        #expect(request.teamId == "team-1")
        #expect(request.slot == "mine")
        #expect(request.worldSeed == 42)
        #expect(line == "Created career 'career-1': Ada Whistle manages Crumpet Rovers (The Custard Premiership, tier 1), season 2026/27, world seed 42.")
    }

    @Test func badNamesFailBeforeAWorldIsMade() async {
        let data = MockCareerDataManager()
        await #expect(throws: CommandFailure.self) {
            try await HeadlessCareers(dataManager: data).create(coachFirst: "  ", coachLast: "Whistle", club: "Rovers",
                                                                seed: 1, slot: nil)
        }
        #expect(data.worldPreviewSeeds.isEmpty)
        #expect(data.createNewCareerRequests.isEmpty)
    }

    @Test func unknownClubListsCandidatesAndCreatesNothing() async {
        let data = MockCareerDataManager()
        data.worldPreviewResult = .success(Fixtures.worldPreview)
        do {
            _ = try await HeadlessCareers(dataManager: data).create(coachFirst: "Ada", coachLast: "Whistle",
                                                                    club: "Nowhere United", seed: 1, slot: nil)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".hasPrefix("no club matches 'Nowhere United'; closest: "))
        }
        #expect(data.createNewCareerRequests.isEmpty)
    }

    @Test func dataErrorsBecomeOneLineFailures() async {
        let data = MockCareerDataManager()
        data.worldPreviewResult = .success(Fixtures.worldPreview)
        data.createNewCareerResult = .failure(.slotTaken("mine"))
        do {
            _ = try await HeadlessCareers(dataManager: data).create(coachFirst: "Ada", coachLast: "Whistle",
                                                                    club: "CRU", seed: 1, slot: "mine")
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "career slot 'mine' is already in use")
        }
    }

    @Test func listsReadyAndUnreadableCareersAsText() async throws {
        let data = MockCareerDataManager()
        data.listCareersResult = .success([Fixtures.readySlot, Fixtures.brokenSlot])
        let text = try await HeadlessCareers(dataManager: data).listText()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("SLOT"))
        #expect(lines[1].contains("Ada Whistle") && lines[1].contains("Crumpet Rovers") && lines[1].contains("2026/27"))
        #expect(lines[2].contains("unreadable: not a SQLite database"))
    }

    @Test func listsCareersAsJSON() async throws {
        let data = MockCareerDataManager()
        data.listCareersResult = .success([Fixtures.readySlot, Fixtures.brokenSlot])
        let json = try await HeadlessCareers(dataManager: data).listJSON()
        let rows = try JSONDecoder().decode([CareerListing].self, from: Data(json.utf8))
        #expect(rows.map(\.slot) == ["career-1", "broken"])
        #expect(rows[0].club == "Crumpet Rovers")
        #expect(rows[0].tier == 1)
        #expect(rows[1].status == "unreadable")
        #expect(rows[1].reason == "not a SQLite database")
    }

    @Test func emptyDataDirectorySaysHowToStart() async throws {
        let data = MockCareerDataManager()
        data.listCareersResult = .success([])
        let text = try await HeadlessCareers(dataManager: data).listText()
        #expect(text.hasPrefix("No careers yet."))
    }

    @Test func aFileNameWithControlCharactersCannotForgeALine() async throws {
        let data = MockCareerDataManager()
        data.listCareersResult = .success([CareerSlot(slot: "evil\nError: forged\u{1B}[31m",
                                                      status: .unreadable(reason: "the file name is not a valid slot name"))])
        let text = try await HeadlessCareers(dataManager: data).listText()
        #expect(text.split(separator: "\n").count == 2)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("evil?Error: forged?[31m"))
    }
}
