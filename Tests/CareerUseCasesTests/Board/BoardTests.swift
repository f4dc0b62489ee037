@testable import CareerUseCases
import ClubBoard
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The board through real match days: confidence moves with results, a sacking with a forced low
/// confidence, the offers that follow, and taking one.
struct BoardTests {
    @Test func aNewCareerStartsWithTheNewJobLevelAndTheClubsExpectation() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let status = try await manager.boardStatus(careerId: "owls")
            #expect(status.state == .newJob && status.offers.isEmpty)
            // The Owls are the strongest of the four top-tier clubs.
            #expect(status.rank == 1 && status.clubs == 4 && status.expectation == .titleFavourites)
        }
    }

    @Test func confidenceMovesWithEachMatchDayInItsTransaction() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let played = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let result = try #require(played.results.first { $0.homeTeamId == "t-owls" || $0.awayTeamId == "t-owls" })
            let (own, other) = result.homeTeamId == "t-owls" ? (result.homeGoals, result.awayGoals)
                : (result.awayGoals, result.homeGoals)
            let points = try #require(own) > #require(other) ? 3 : own == other ? 1 : 0
            let state = try await manager.boardStatus(careerId: "owls").state
            #expect(state.weeksInJob == 1)
            #expect(state.confidenceTenths
                == BoardRules.newJobConfidence * 10 + BoardRules.resultMove(points: points, rank: 1, of: 4))
        }
    }

    @Test func aSackedCoachGetsOffersAndCannotPlayOn() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let sackedOn = try #require(try await playUntilSacked(manager, directory))
            let status = try await manager.boardStatus(careerId: "owls")
            #expect(status.state.sacked && status.offers.count >= 2)
            #expect(status.offers.allSatisfy { $0.occasion == .sacking && $0.teamId != "t-owls" })
            let inbox = try await manager.inboxMessages(careerId: "owls")
            #expect(inbox.contains { $0.kind == .board && $0.subject == "Sacked by Owls Athletic" })

            guard sackedOn < 10 else { return }
            await #expect(throws: DataError.unemployed) {
                _ = try await manager.playMatchDay(careerId: "owls", matchDay: sackedOn + 1, lineUp: nil)
            }
            await #expect(throws: DataError.unemployed) { _ = try await manager.advance(careerId: "owls", .matchDays(1)) }
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == sackedOn + 1)
            // The offers stand however often he tries.
            #expect(try await manager.boardStatus(careerId: "owls").offers == status.offers)
        }
    }

    @Test func acceptingAnOfferMovesTheCoachAndTheCareer() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try #require(try await playUntilSacked(manager, directory))
            let offer = try #require(try await manager.boardStatus(careerId: "owls").offers.first)

            let status = try await manager.acceptJobOffer(careerId: "owls", offerId: offer.id)
            #expect(status.teamId == offer.teamId && status.state == .newJob && status.offers.isEmpty)
            #expect(try await manager.careerSummary(careerId: "owls").teamId == offer.teamId)
            let queue = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try queue.read { db in
                let user = try #require(try CoachRecord.filter(Column("isUser") == true).fetchOne(db))
                #expect(user.teamId == offer.teamId)
                let theirs = try #require(try CoachRecord.filter(Column("teamId") == "t-owls").fetchOne(db))
                #expect(!theirs.isUser)
                #expect(try TeamRecord.fetchOne(db, key: "t-owls")?.coachId == theirs.id)
                #expect(try TeamRecord.fetchOne(db, key: offer.teamId)?.coachId == user.id)
                #expect(try LiveMatchRecord.fetchCount(db) == 0 && UserTacticsRecord.fetchCount(db) == 0)
            }
            try queue.close()
            let inbox = try await manager.inboxMessages(careerId: "owls")
            #expect(inbox.first?.subject == "Welcome to \(offer.clubName)")
            await #expect(throws: DataError.jobOfferNotFound(offer.id)) {
                _ = try await manager.acceptJobOffer(careerId: "owls", offerId: offer.id)
            }
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
        }
    }

    @Test func applicationsAreAnsweredTheSameWayAndBadOnesRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            await #expect(throws: DataError.teamNotFound("t-nobody")) {
                _ = try await manager.applyForJob(careerId: "owls", teamId: "t-nobody")
            }
            await #expect(throws: DataError.jobRefused("you already manage Owls Athletic")) {
                _ = try await manager.applyForJob(careerId: "owls", teamId: "t-owls")
            }
            var offered: JobOffer?
            for club in ["t-badgers", "t-cranes", "t-dingos", "t-eels"] where offered == nil {
                if case .offered(let offer) = try await manager.applyForJob(careerId: "owls", teamId: club) {
                    offered = offer
                }
            }
            let offer = try #require(offered)
            #expect(offer.occasion == .application)
            #expect(try await manager.boardStatus(careerId: "owls").offers == [offer])
            await #expect(throws: DataError.jobRefused("\(offer.clubName) has already offered you the job: accept its offer")) {
                _ = try await manager.applyForJob(careerId: "owls", teamId: offer.teamId)
            }
        }
    }

    @Test func noSackInANewJobsFirstWeeks() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            try forceBoard(directory, confidence: 0, weeksInJob: 0)
            for day in 1...BoardRules.firstWeeks {
                try await playCupTieIfDue(manager, careerId: "owls")
                _ = try await manager.playMatchDay(careerId: "owls", matchDay: day, lineUp: nil)
                #expect(try await !manager.boardStatus(careerId: "owls").state.sacked)
            }
        }
    }

    @Test func aVersionSixCareerMigratesToACoachOnHisFirstDay() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            try rewindCareer(at: url, toVersion: 6,
                             droppingTables: ["board_state", "job_offer", "transfer_bid", "transfer", "shortlist"])

            #expect(try await manager.boardStatus(careerId: "owls").state == .newJob)
            let migrated = try DatabaseQueue(path: url.path)
            #expect(try migrated.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
                == CareerDatabase.schemaVersion)
            try migrated.close()
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            #expect(try await manager.boardStatus(careerId: "owls").state.weeksInJob == 1)
        }
    }
}
