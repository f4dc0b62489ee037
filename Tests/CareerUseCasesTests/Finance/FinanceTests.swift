@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct FinanceTests {
    @Test func aMatchDayMovesEveryClubsMoneyByItsWeek() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let before = try StoredSeason(slot: "owls", in: directory)
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            let after = try StoredSeason(slot: "owls", in: directory)
            let finances = try await manager.finances(careerId: "owls")

            // The user's club: one week whose movements add up to the change of its balance.
            let week = try #require(finances.weeks.first)
            #expect(finances.weeks.count == 1 && week.matchDay == 1)
            let change = week.movements.reduce(0) { $0 + $1.signedAmount }
            let userBefore = try #require(before.teams.first { $0.id == SeasonWorld.userTeamId }).budget
            #expect(finances.balance == userBefore + change && week.balance == finances.balance)
            #expect(finances.openingBalance == userBefore)
            #expect(Set(week.movements.map(\.kind)).isSuperset(of: [.sponsorship, .television, .wages]))
            // Whoever played at home took a gate; every club paid its wages.
            let homeClubs = Set(after.matches.filter { $0.matchDay == 1 }.map(\.homeTeamId))
            #expect(week.movements.contains { $0.kind == .gateReceipts } == homeClubs.contains(SeasonWorld.userTeamId))
            #expect(zip(before.teams, after.teams).allSatisfy { $0.budget != $1.budget })
            #expect(finances.totals == week.movements.sorted {
                MoneyKind.allCases.firstIndex(of: $0.kind)! < MoneyKind.allCases.firstIndex(of: $1.kind)!
            })
            #expect(finances.weeklyWageBill > 0 && finances.budget.weeklyWages > 0)
        }
    }

    @Test func aFailedMatchDayMovesNoMoney() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory, afterMatchWritten: { _ in throw InjectedFault() })
            try await startSeasonCareer(manager)
            let before = try StoredSeason(slot: "owls", in: directory)
            await #expect(throws: DataError.self) {
                try await manager.playMatchDay(careerId: "owls", matchDay: 1, lineUp: nil)
            }
            #expect(try StoredSeason(slot: "owls", in: directory).teams == before.teams)
            #expect(try await manager.finances(careerId: "owls").weeks.isEmpty)
        }
    }

    /// Each club is paid its prize once; one that holds more than the season's revenue invests part of it.
    @Test func theSeasonsEndPaysEveryClubItsPrizeOnce() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .toSeasonEnd)
            let finished = try await manager.finances(careerId: "owls")
            let beforeRollover = try StoredSeason(slot: "owls", in: directory)
            let url = CareerDatabase.fileURL(slot: "owls", in: directory)
            // The cup paid its prizes in the season; the season's end pays the league's on top.
            let (cupPrizes, userTeamId) = try DatabaseQueue(path: url.path).read { db in
                (try ClubMoneyRecord.fetchAll(db).filter { $0.kind == MoneyKind.prizeMoney.rawValue },
                 try CareerRecord.fetchOne(db)?.userTeamId)
            }
            #expect(finished.totals.first { $0.kind == .prizeMoney }?.amount
                    == cupPrizes.first { $0.teamId == userTeamId }?.amount)
            _ = try await manager.startNextSeason(careerId: "owls", decisions: [:])
            let afterRollover = try StoredSeason(slot: "owls", in: directory)
            let queue = try DatabaseQueue(path: url.path)
            let totals = try queue.read { db in try ClubMoneyRecord.fetchAll(db) }
            try queue.close()
            for team in afterRollover.teams {
                let old = try #require(beforeRollover.teams.first { $0.id == team.id })
                // Only the finished season has totals yet.
                let amount = { (kind: MoneyKind) in
                    totals.first { $0.teamId == team.id && $0.kind == kind.rawValue }?.amount ?? 0
                }
                let leaguePrize = amount(.prizeMoney) - (cupPrizes.first { $0.teamId == team.id }?.amount ?? 0)
                #expect(leaguePrize > 0, "every place earns a prize")
                #expect(team.budget - old.budget == leaguePrize - amount(.investment))
            }
            let next = try await manager.finances(careerId: "owls")
            #expect(next.weeks.isEmpty && next.totals.isEmpty)
            #expect(next.openingBalance == next.balance && next.balance > finished.balance)
        }
    }
}
