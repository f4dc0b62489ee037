@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// What the game accepts can play a season (issue #38): every value set to the edge of what a file may hold
/// (`CareerContentRules.accepted`, which leaves room for a season below each limit a write may reach), a whole season
/// is played to its end and the next started. The file it leaves is accepted too — but where the season carried a
/// value that only grows (money, counts, the calendar) past that edge: a file that was already within a season of
/// the limit is then refused in one line naming the value, never trapped and never half-written.
struct AcceptedFilesStayAcceptedTests {
    private static let edges: [(sql: String, label: String, grows: Bool)] = {
        let rules = CareerContentRules.self
        let money = rules.moneyHeadroom
        let count = rules.counts.upperBound - rules.countHeadroom
        let year = rules.years.upperBound - rules.yearHeadroom
        let current = "(SELECT currentSeasonId FROM career)"
        return [
            ("UPDATE team SET budget = \(rules.budgets.lowerBound + money)", "budgets at the lowest", true),
            ("UPDATE team SET budget = \(rules.budgets.upperBound - money)", "budgets at the highest", true),
            ("UPDATE player SET age = \(rules.ages.upperBound - 1)", "everyone at the oldest age still playing", false),
            ("UPDATE player SET age = \(rules.ages.lowerBound)", "everyone at the youngest age", false),
            ("UPDATE player SET fitness = \(rules.fitness.lowerBound)", "nobody fit", false),
            ("UPDATE player SET contractEndSeason = \(rules.years.upperBound - rules.contractHeadroom)",
             "contracts to the last year", false),
            ("UPDATE player SET weeklyWage = \(rules.wages.upperBound)", "wages at the highest", false),
            ("UPDATE player SET overall = 99, potential = 99, pace = 99", "ratings at the top", false),
            ("INSERT OR REPLACE INTO board_state SELECT id, 600, 0, 0, \(count) FROM career",
             "weeks in the job at the most", true),
            ("""
             INSERT INTO player_stats (playerId, seasonId, appearances, goals, assists, yellowCards, redCards, ratingTotal,
                                       teamId)
             SELECT id, \(current), \(count), \(count), \(count), \(count), \(count), \(count * 10), teamId FROM player
             """, "every season line at the most", true),
            ("""
             INSERT INTO team_stats (teamId, seasonId, won, drawn, lost, goalsFor, goalsAgainst, possessionTotal,
                                     countedMatches)
             SELECT id, \(current), \(count), \(count), \(count), \(count), \(count), \(count), \(count) FROM team
             """, "every club's totals at the most", true),
            ("""
             UPDATE season SET year = \(year), startDate = '\(year)-08-01';
             UPDATE career SET currentDate = '\(year)-08-01'; UPDATE player SET contractEndSeason = \(year + 1)
             """, "the season in the last year", true),
        ]
    }()

    @Test(arguments: edges.indices)
    func aSeasonFromAnEdgeIsPlayedAndLeavesAFileTheGameAccepts(edge: Int) async throws {
        let (sql, label, grows) = Self.edges[edge]
        try await withTemporaryDirectory { directory in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            let file = CareerDatabase.fileURL(slot: "owls", in: directory)
            try await DatabaseQueue(path: file.path).writeWithoutTransaction { db in try db.execute(sql: sql) }
            guard case .ready? = try await manager.listCareers().first?.status else {
                Issue.record("\(label): the edge itself is refused")
                return
            }
            try await Self.readEverything(manager, label)
            do {
                _ = try await manager.advance(careerId: "owls", .seasons(1))
            } catch {
                Issue.record("\(label): the season was refused: \((error as? DataError)?.message ?? "\(error)")")
            }
            // A new session checks the file afresh, as the next run of the game does.
            let status = try await fixtureManager(directory).listCareers().first?.status
            switch status {
            case .ready?: try await Self.readEverything(fixtureManager(directory), label)
            case .unreadable(let reason)? where grows:
                #expect(reason.hasPrefix("stored data is invalid: ") && reason.contains(", expected "), "\(label): \(reason)")
            default:
                Issue.record("\(label): after a season the career no longer opens: \(String(describing: status))")
            }
        }
    }

    /// Every read behind a hub screen and a listing, as the game and the commands make them: each answers, or refuses
    /// in one line — none traps on a value at its edge (issue #38).
    private static func readEverything(_ manager: SQLiteDataManager, _ label: String) async throws {
        let career = "owls"
        let reads: [(String, () async throws -> Void)] = [
            ("careers", { _ = try await manager.listCareers() }),
            ("summary", { _ = try await manager.careerSummary(careerId: career) }),
            ("squad", { _ = try await manager.teamDetails(careerId: career, teamId: "t-owls") }),
            ("league", { _ = try await manager.leagueOverview(careerId: career) }),
            ("match day", { _ = try await manager.nextMatchDay(careerId: career) }),
            ("finances", { _ = try await manager.finances(careerId: career) }),
            ("history", { _ = try await manager.history(careerId: career) }),
            ("cup", { _ = try await manager.cup(careerId: career, year: nil) }),
            ("inbox", { _ = try await manager.inboxPage(careerId: career, filter: .all, offset: 0, limit: 50) }),
            ("board", { _ = try await manager.boardStatus(careerId: career) }),
            ("transfers", { _ = try await manager.transferMarketStatus(careerId: career) }),
            ("market", { _ = try await manager.searchMarket(careerId: career, query: MarketQuery()) }),
            ("bids", { _ = try await manager.incomingBids(careerId: career) }),
            ("done deals", { _ = try await manager.transferPage(careerId: career, seasonYear: nil, offset: 0, limit: 50) }),
            ("profile", { _ = try await manager.playerDetails(careerId: career, playerId: "t-owls-p3") }),
            ("release terms", { _ = try await manager.releaseTerms(careerId: career, playerId: "t-owls-p3") }),
        ]
        for (name, read) in reads {
            do {
                try await read()
            } catch {
                let message = (error as? DataError)?.message ?? "not a DataError: \(error)"
                #expect(error is DataError && !message.isEmpty && !message.contains("\n"), "\(label), \(name): \(message)")
            }
        }
    }
}
