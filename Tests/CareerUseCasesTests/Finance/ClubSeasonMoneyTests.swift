@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Schema 13: a club's money over a season is one row, a column by kind.
struct ClubSeasonMoneyTests {
    @Test func theMoneyColumnsAreTheKindsOfMoney() throws {
        let queue = try DatabaseQueue()
        try CareerSchema.migrator.migrate(queue)
        let columns = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('club_season_money') ORDER BY cid")
        }
        // A new kind of money needs a migration that adds its column.
        #expect(columns == ["teamId", "seasonId"] + MoneyKind.allCases.map(\.rawValue))
        #expect(CareerSchemaV13.kinds == ClubMoneyRecord.kinds)
    }

    @Test func aVersionTwelveCareerKeepsEveryClubsTotalsAsOneRowAClubAndPlaysOn() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = try await rewoundSeasonCareer(in: directory, afterDays: 3, toVersion: 12)
            let before = try DatabaseQueue(path: url.path).read(clubMoneyByKind)
            #expect(before.count > 4 * SeasonWorld.world.teams.count, "three match days booked several kinds a club")

            let manager = seasonManager(directory)
            _ = try await manager.careerSummary(careerId: "owls")
            let (after, rows, version) = try DatabaseQueue(path: url.path).read { db in
                (try clubMoneyByKind(in: db), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM club_season_money"),
                 try Int.fetchOne(db, sql: "PRAGMA user_version"))
            }
            #expect(after == before)
            #expect(rows == SeasonWorld.world.teams.count)
            #expect(version == CareerDatabase.schemaVersion)

            let finances = try await manager.finances(careerId: "owls")
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            let played = try await manager.finances(careerId: "owls")
            let wages = { (finances: ClubFinances) in finances.totals.first { $0.kind == .wages }?.amount ?? 0 }
            #expect(wages(played) > wages(finances), "a fourth week's wages are added to the row")
            #expect(Set(played.totals.map(\.kind)).isSuperset(of: finances.totals.map(\.kind)))
        }
    }

    @Test func aVersionTwelveCareerWithAnUnknownKindOfMoneyIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = try await rewoundSeasonCareer(in: directory, afterDays: 1, toVersion: 12)
            try DatabaseQueue(path: url.path).write { db in
                try db.execute(sql: """
                    INSERT INTO club_money SELECT id, (SELECT id FROM season), 'bribes', 5 FROM team LIMIT 1
                    """)
            }
            let before = try Data(contentsOf: url)

            let slots = try await seasonManager(directory).listCareers()
            guard case .unreadable(let reason) = slots.first?.status else {
                Issue.record("a career with money of an unknown kind was listed as \(String(describing: slots.first?.status))")
                return
            }
            #expect(reason == #"stored data is invalid: club_money.kind is "bribes", no kind of money"#)
            #expect(try Data(contentsOf: url) == before)
        }
    }
}
