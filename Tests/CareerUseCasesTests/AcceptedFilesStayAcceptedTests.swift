@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// From any file the game accepts, a season of `advance` leaves a file it accepts: every value set to the edge of
/// what its rule accepts, the season is played to its end and the next started — or a day is refused with its
/// reason and the career left as it was. Never a career that no longer opens.
struct AcceptedFilesStayAcceptedTests {
    private static let edges: [(sql: String, label: String)] = {
        let rules = CareerContentRules.self
        return [
            ("UPDATE team SET budget = \(rules.budgets.lowerBound)", "budgets at the lowest"),
            ("UPDATE team SET budget = \(rules.budgets.upperBound)", "budgets at the highest"),
            ("UPDATE player SET age = \(rules.ages.upperBound)", "everyone at the oldest age"),
            ("UPDATE player SET age = \(rules.ages.lowerBound)", "everyone at the youngest age"),
            ("UPDATE player SET fitness = \(rules.fitness.lowerBound)", "nobody fit"),
            ("UPDATE player SET injuryMatchDays = \(rules.counts.upperBound)", "everyone injured for ever"),
            ("UPDATE player SET contractEndSeason = \(rules.years.upperBound)", "contracts to the last year"),
            ("UPDATE player SET weeklyWage = \(rules.wages.upperBound)", "wages at the highest"),
            ("UPDATE player SET overall = 99, potential = 99, pace = 99", "ratings at the top"),
            ("INSERT OR REPLACE INTO board_state SELECT id, 0, 1, 0, \(rules.counts.upperBound) FROM career",
             "the board at zero after a warning, weeks in the job at the most"),
            ("UPDATE season SET year = \(rules.years.upperBound)", "the season in the last year"),
            ("UPDATE season SET startDate = '9999-06-01'", "the season starting in the last year"),
        ]
    }()

    @Test(arguments: edges.indices)
    func aSeasonFromAnEdgeLeavesAFileTheGameAccepts(edge: Int) async throws {
        let (sql, label) = Self.edges[edge]
        try await withTemporaryDirectory { directory in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            try await DatabaseQueue(path: file.path).writeWithoutTransaction { db in try db.execute(sql: sql) }
            guard case .ready? = try await manager.listCareers().first?.status else {
                Issue.record("\(label): the edge itself is refused")
                return
            }
            do {
                _ = try await manager.advance(careerId: "owls", .seasons(1))
            } catch {
                // A refusal says why in one line and leaves a career that opens.
                let message = (error as? DataError)?.message ?? "not a DataError: \(error)"
                #expect(error is DataError && !message.contains("\n"), "\(label): \(message)")
            }
            // A new session checks the file afresh, as the next run of the game does.
            let status = try await fixtureManager(directory).listCareers().first?.status
            guard case .ready? = status else {
                Issue.record("\(label): after a season the career no longer opens: \(String(describing: status))")
                return
            }
        }
    }
}
