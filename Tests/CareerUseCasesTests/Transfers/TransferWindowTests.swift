@testable import CareerUseCases
import DataManaging
import Economy
import Foundation
import GameModels
@testable import Persistence
import TestSupport
import Testing
import TransferMarket

struct TransferWindowTests {
    private let slot = TransferCareer.slot

    /// Every club's balance, read straight from the file.
    private func balances(_ career: TransferCareer) throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try career.read { db in
            try TeamRecord.fetchAll(db).map { ($0.id, $0.budget) }
        })
    }

    @Test func theComputerClubsTradeOnWindowDaysAndEveryFeeMovesBetweenTwoBalances() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            // Forty players without a club, as a season's end leaves them: clubs short of a position sign them.
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE id IN (SELECT id FROM player WHERE teamId != ? "
                    + "ORDER BY id LIMIT 40)", arguments: [career.userTeamId])
            }
            _ = try await manager.advance(careerId: slot, .matchDays(1))
            let moves = try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                          limit: TransferPage.maximumLimit).lines
            #expect(!moves.isEmpty, "the first window day made no move")
            let stored = try career.read { db in
                try TransferStore.transfers(seasonId: SeasonStore.seasonRecords(in: db).season.id, offset: 0,
                                            limit: TransferPage.maximumLimit, in: db)
            }
            #expect(stored.count == moves.count)
            // A page is read in SQL: the same moves in the same order, and how many there are in all.
            let page = try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 1, limit: 2)
            #expect(page.total == moves.count && page.offset == 1 && page.lines == Array(moves.dropFirst().prefix(2)))
            await #expect(throws: DataError.self) {
                try await manager.transferPage(careerId: slot, seasonYear: nil, offset: -1, limit: 2)
            }
            let players = try StoredSeason(slot: slot, in: directory).players
            for move in stored {
                let player = try #require(players.first { $0.id == move.playerId })
                #expect(player.teamId == move.toTeamId && player.weeklyWage == move.weeklyWage)
            }
            // Every club's season totals hold its fees paid and taken.
            let totals = try career.read { db in try ClubMoneyRecord.fetchAll(db) }
            for teamId in Set(stored.map(\.toTeamId)) {
                let paid = stored.filter { $0.toTeamId == teamId }.reduce(0) { $0 + $1.fee }
                let booked = totals.first { $0.teamId == teamId && $0.kind == MoneyKind.transferFees.rawValue }?.amount
                #expect((booked ?? 0) == paid, "\(teamId)")
            }
            let sold = stored.reduce(0) { $0 + ($1.fromTeamId == nil ? 0 : $1.fee) }
            let taken = totals.filter { $0.kind == MoneyKind.transferSales.rawValue }.reduce(0) { $0 + $1.amount }
            #expect(taken == sold)
            // Once the window's last day is played, no more moves until the next one.
            _ = try await manager.advance(careerId: slot, .matchDays(3))
            let closed = try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                          limit: TransferPage.maximumLimit).lines.count
            _ = try await manager.advance(careerId: slot, .matchDays(1))
            #expect(try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                          limit: TransferPage.maximumLimit).lines.count == closed)
        }
    }

    /// Issue #42: in a career moved on with `advance`, the signings and sales the market made for the user's club
    /// were never announced to him. Every move of his club is in his inbox, named as a signing or a sale.
    @Test func theMarketsMovesForTheUsersClubAreAnnouncedInHisInbox() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            _ = try await manager.advance(careerId: slot, .toSeasonEnd)
            let own = try career.read { db in
                try TransferRecord.fetchAll(db, sql: "SELECT * FROM transfer WHERE ? IN (toTeamId, fromTeamId)",
                                            arguments: [career.userTeamId])
            }
            #expect(!own.isEmpty, "the market made no move for the user's club in a season")
            let messages = try await manager.inboxPage(careerId: slot, filter: .all, offset: 0, limit: 1_000).messages
                .filter { $0.kind == .transfer }
            let names = try StoredSeason(slot: slot, in: directory).players
            for move in own {
                let name = try PlayerTransformer.model(from: try #require(names.first { $0.id == move.playerId })).fullName
                let subject = move.toTeamId == career.userTeamId ? "\(name) signs" : "\(name) sold"
                #expect(messages.contains { $0.subject == subject }, "no message \"\(subject)\"")
            }
        }
    }

    @Test func bidsForTheUsersPlayersWaitForHisAnswerAndExpireWithTheWindow() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            try await playAsManager(manager, careerId: slot, days: 2)
            let bids = try await manager.incomingBids(careerId: slot)
            let open = bids.filter { $0.status == .open }
            #expect(!open.isEmpty, "nobody bid for the user's players in two window days")
            let messages = try await manager.inboxMessages(careerId: slot).filter { $0.kind == .transfer }
            #expect(messages.count == bids.count)
            #expect(Set(messages.compactMap(\.playerId)) == Set(bids.map(\.player.id)))
            let summary = try await manager.careerSummary(careerId: slot)
            #expect(bids.allSatisfy { $0.sellingClubName == summary.clubName })

            try await playAsManager(manager, careerId: slot, days: 1)
            let after = try await manager.incomingBids(careerId: slot)
            #expect(after.allSatisfy { $0.status == .expired })
            let first = try #require(open.first)
            try await career.expectRefused(.bidNotFound(first.id)) {
                _ = try await manager.answerBid(careerId: slot, bidId: first.id, reply: .accept)
            }
        }
    }

    /// Two clubs' open bids, stored as a window day stores them, for the user's outfielder of the position he
    /// has most of: his squad can spare him.
    private func twoBids(_ career: TransferCareer) throws -> (playerId: String, bidIds: [Int]) {
        try career.edit { db in
            let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
            let squad = try SeasonStore.players(ofTeams: [career.userTeamId], in: db)
            let position = try #require(Dictionary(grouping: squad, by: \.position).max { $0.value.count < $1.value.count })
            let player = try #require(position.value.min { $0.overall < $1.overall })
            let buyers = context.teams.map(\.id).filter { $0 != career.userTeamId }.prefix(2)
            for buyer in buyers {
                _ = try TransferStore.insert(TransferBidRecord(
                    id: nil, seasonId: context.season.id, date: context.career.currentDate.description, playerId: player.id,
                    biddingTeamId: buyer, sellingTeamId: career.userTeamId, fee: 1_000_000, value: 900_000,
                    status: TransferBidStatus.open.rawValue), in: db)
            }
        }
        return try career.read { db in
            let bids = try TransferBidRecord.fetchAll(db)
            return (bids[0].playerId, bids.compactMap(\.id).map(Int.init))
        }
    }

    @Test func acceptingABidSellsThePlayerAndACounterTooDearIsTurnedDown() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let (playerId, bidIds) = try twoBids(career)
            let countered = try await manager.answerBid(careerId: slot, bidId: bidIds[1], reply: .counter(fee: 250_000_000))
            #expect(countered.status == .countered(fee: 250_000_000))
            try await career.expectRefused(.transferRefused("a fee must be between £1 and £300,000,000, not £0")) {
                _ = try await manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .counter(fee: 0))
            }
            let before = try balances(career)
            let userTeamId = career.userTeamId
            let bid = try await manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .accept)
            #expect(bid.status == .accepted && bid.player.id == playerId)
            let player = try #require(try StoredSeason(slot: slot, in: directory).players.first { $0.id == playerId })
            #expect(player.teamId != userTeamId)
            let after = try balances(career)
            #expect(after[userTeamId] == (before[userTeamId] ?? 0) + bid.fee)
            #expect(after[player.teamId ?? ""] == (before[player.teamId ?? ""] ?? 0) - bid.fee)
            let finances = try await manager.finances(careerId: slot)
            #expect(finances.totals.contains(MoneyMovement(kind: .transferSales, amount: bid.fee)))
            #expect(try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                          limit: TransferPage.maximumLimit).lines.first?.playerId == playerId)
            #expect(try await manager.inboxMessages(careerId: slot).first?.subject == "\(bid.player.fullName) sold")
            try await career.expectRefused(.bidNotFound(bid.id)) {
                _ = try await manager.answerBid(careerId: slot, bidId: bid.id, reply: .reject)
            }
        }
    }

    @Test("a sale on the user's counter is at the counter, the other bid for him is closed, past seasons' bids go")
    func aSaleOnACounterIsAtTheCounterAndClosesTheOtherBid() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let (playerId, bidIds) = try twoBids(career)
            try career.edit { db in
                // A low bid, so that any buyer takes the counter.
                try db.execute(sql: "UPDATE transfer_bid SET fee = 10 WHERE id = ?", arguments: [bidIds[0]])
                try db.execute(sql: "INSERT INTO season (id, leagueId, year) SELECT 'season-2020', leagueId, 2020 FROM season")
                try db.execute(sql: """
                    INSERT INTO transfer_bid (seasonId, date, playerId, biddingTeamId, sellingTeamId, fee, value, status)
                    SELECT 'season-2020', '2020-07-01', playerId, biddingTeamId, sellingTeamId, 5, 5, 'expired'
                    FROM transfer_bid WHERE id = ?
                    """, arguments: [bidIds[0]])
            }
            let sold = try await manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .counter(fee: 20))
            #expect(sold.status == .accepted && sold.fee == 20 && sold.player.id == playerId)
            #expect(try await manager.transferPage(careerId: slot, seasonYear: nil, offset: 0,
                                                          limit: TransferPage.maximumLimit).lines.first?.fee == 20)
            let message = try #require(try await manager.inboxMessages(careerId: slot).first)
            #expect(message.subject == "\(sold.player.fullName) sold" && message.body.hasSuffix("for £20."))
            let listed = try await manager.incomingBids(careerId: slot)
            #expect(listed.map(\.id).sorted() == bidIds.sorted(), "only this season's bids")
            #expect(listed.first { $0.id == bidIds[1] }?.status == .closed)
        }
    }

    /// Issue #39: the bidding club answers the manager's counter as it answers a computer club's (`BuyingClub.takes`:
    /// what it can pay, up to the most any club asks for the player) — one pound over is turned down, the limit sells.
    @Test func theBuyerTakesTheManagersCounterAsItTakesAComputerClubs() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let manager = career.manager
            let (playerId, bidIds) = try twoBids(career)
            let limit = try career.read { db in
                let market = try MarketToday(in: db)
                let bid = try #require(try TransferStore.bid(id: bidIds[0], in: db))
                let buyer = try #require(try market.club(bid.biddingTeamId, in: db))
                let player = try PlayerTransformer.model(from: try #require(try PlayerRecord.fetchOne(db, key: playerId)))
                let limit = min(SeasonBudget.spendable(transfersLeft: buyer.transferBudget, balance: buyer.balance),
                                BuyingClub.ceiling(for: player, at: market.today.moment))
                #expect(BuyingClub.takes(counter: limit, for: player, club: buyer, at: market.today.moment))
                #expect(!BuyingClub.takes(counter: limit + 1, for: player, club: buyer, at: market.today.moment))
                return limit
            }
            try #require(limit > 1_000_000, "a counter above the bid the buyer can still take")
            let countered = try await manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .counter(fee: limit + 1))
            #expect(countered.status == .countered(fee: limit + 1))
            try career.edit { db in
                try db.execute(sql: "UPDATE transfer_bid SET status = 'open', counterFee = NULL WHERE id = ?",
                               arguments: [bidIds[0]])
            }
            let sold = try await manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .counter(fee: limit))
            #expect(sold.status == .accepted && sold.fee == limit)
        }
    }

    @Test func aBidForAKeeperTheSquadCannotSpareIsRefused() async throws {
        try await withTemporaryDirectory { directory throws in
            let career = try await TransferCareer(directory)
            let (playerId, bidIds) = try twoBids(career)
            try career.edit { db in
                try db.execute(sql: "UPDATE player SET position = 'GK' WHERE id = ?", arguments: [playerId])
                try db.execute(sql: "UPDATE player SET teamId = NULL WHERE position = 'GK' AND teamId = ? AND id != ?",
                               arguments: [career.userTeamId, playerId])
            }
            let name = try await career.manager.playerDetails(careerId: slot, playerId: playerId).player.fullName
            let squad = try await career.manager.teamDetails(careerId: slot, teamId: career.userTeamId).players.count
            let reason = "selling \(name) would leave the squad below its minimum (\(SquadLimits.size.lowerBound) players, "
                + "\(SquadLimits.minimum(of: .goalkeeper)) at GK)"
            #expect(squad > SquadLimits.size.lowerBound)
            try await career.expectRefused(.transferRefused(reason)) {
                _ = try await career.manager.answerBid(careerId: slot, bidId: bidIds[0], reply: .accept)
            }
        }
    }
}
