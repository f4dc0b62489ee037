@testable import HeadlessCommands
import DataManaging
import Foundation
import GameModels
import Testing

/// The transfer slice answered as a test sets it, with the calls that act recorded.
@MainActor
private final class StubTransfers: TransferDataManaging {
    var status = TransferMarketStatus(window: .open(name: "Pre-season window", closesAfterMatchDay: 3),
                                      balance: 70_000_000, transferBudget: 28_000_000, weeklyWageBill: 900_000,
                                      weeklyWageBudget: 1_000_000, squadSize: 25, squadLimits: 20...32,
                                      pricing: BidPricing(keyPlayers: 11, keyPlayerPremium: 1.5, debtDiscount: 0.8,
                                                          counterShare: 0.7))
    var market: [MarketPlayer] = []
    var bids: [TransferBid] = []
    var ownBids: [TransferBid] = []
    var moves: [TransferLine] = []
    var failure: DataError?
    var bidAnswer = BidAnswer.accepted(fee: 1_000_000)
    var contractAnswer = ContractAnswer.rejected(reason: "He wants at least £12,000 a week.")
    private(set) var queries: [MarketQuery] = []
    private(set) var offers: [ContractOffer] = []
    private(set) var replies: [BidReply] = []

    private func check() throws(DataError) { if let failure { throw failure } }

    func transferMarketStatus(careerId: String) async throws(DataError) -> TransferMarketStatus {
        try check()
        return status
    }

    func searchMarket(careerId: String, query: MarketQuery) async throws(DataError) -> [MarketPlayer] {
        queries.append(query)
        return market
    }

    func shortlist(careerId: String) async throws(DataError) -> [MarketPlayer] { market.filter(\.shortlisted) }

    func setShortlisted(careerId: String, playerId: String, shortlisted: Bool) async throws(DataError) {}

    func makeBid(careerId: String, playerId: String, fee: Int) async throws(DataError) -> BidAnswer {
        try check()
        return bidAnswer
    }

    func signingDemand(careerId: String, playerId: String) async throws(DataError) -> ContractOffer {
        try check()
        return ContractOffer(weeklyWage: 12_000, seasons: 4)
    }

    func offerContract(careerId: String, playerId: String, offer: ContractOffer) async throws(DataError)
        -> ContractAnswer {
        offers.append(offer)
        return contractAnswer
    }

    func ownBids(careerId: String) async throws(DataError) -> [TransferBid] { ownBids }

    func incomingBids(careerId: String) async throws(DataError) -> [TransferBid] { bids }

    func answerBid(careerId: String, bidId: Int, reply: BidReply) async throws(DataError) -> TransferBid {
        try check()
        replies.append(reply)
        guard let bid = bids.first(where: { $0.id == bidId }) else { throw .bidNotFound(bidId) }
        return bid
    }


    func transferPage(careerId: String, seasonYear: Int?, offset: Int,
                      limit: Int) async throws(DataError) -> TransferPage {
        try check()
        return TransferPage(lines: Array(moves.dropFirst(offset).prefix(limit)), offset: offset, total: moves.count)
    }
}

@MainActor
@Suite struct HeadlessTransfersTests {
    private let data = StubTransfers()
    private var transfers: HeadlessTransfers { HeadlessTransfers(transfers: data) }

    private static let player = Player(
        id: "p-7", teamId: "t-2", firstName: "Stanley", lastName: "Mumble", position: .midfielder, age: 24,
        ratings: PlayerRatings(pace: 60, shooting: 60, passing: 60, dribbling: 60, defending: 60, physical: 60,
                               goalkeeping: 10, overall: 64),
        contract: Contract(weeklyWage: 8_000, endSeason: 2028), condition: PlayerCondition(fitness: 100),
        potential: 70)
    private static let date = GameDate(year: 2026, month: 8, day: 8)

    @Test func aSearchShowsTheWindowTheMoneyAndThePlayers() async throws {
        data.market = [MarketPlayer(player: Self.player, clubName: "Crumpet Rovers", tier: 2, value: 2_400_000,
                                    askingWage: 9_500, shortlisted: true)]
        let query = MarketQuery(position: .midfielder, limit: 5)
        let text = try await transfers.list(.search(query), careerId: "c", json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Transfer market: Pre-season window open until match day 3 is played")
        #expect(lines[1] == "Balance £70.0M · transfer budget left £28.0M · wages £900.0k/wk of £1.0M/wk · squad 25 (20–32)")
        #expect(lines.last?.contains("Stanley Mumble *") == true && lines.last?.contains("£2.4M") == true)
        #expect(lines.contains { $0.hasSuffix("ASKS") } && lines.last?.hasSuffix("£9.5k/wk") == true)
        #expect(data.queries == [query])

        let json = try await transfers.list(.search(query), careerId: "c", json: true)
        let listing = try JSONDecoder().decode(TransfersListing.self, from: Data(json.utf8))
        #expect(listing.status.windowOpen && listing.status.transferBudget == 28_000_000)
        #expect(listing.players?.map(\.id) == ["p-7"] && listing.players?.first?.club == "Crumpet Rovers")
        #expect(listing.players?.first?.askingWage == 9_500 && listing.players?.first?.weeklyWage == 8_000)
        #expect(listing.bids == nil && listing.transfers == nil)
    }

    @Test func bidsAndCompletedMovesListTheirLines() async throws {
        data.status = TransferMarketStatus(window: .closed(nextName: "Mid-season window", opensAtMatchDay: 20),
                                           balance: 1, transferBudget: 0, weeklyWageBill: 1, weeklyWageBudget: 1,
                                           squadSize: 22, squadLimits: 20...32,
                                           pricing: BidPricing(keyPlayers: 11, keyPlayerPremium: 1.5,
                                                               debtDiscount: 0.8, counterShare: 0.7))
        data.bids = [TransferBid(id: 4, player: Self.player, biddingClubName: "Sporting Wobbleton",
                                 sellingClubName: "Us", fee: 900_000, value: 1_000_000, date: Self.date,
                                 status: .countered(fee: 1_500_000))]
        let bids = try await transfers.list(.bids, careerId: "c", json: false)
        #expect(bids.hasPrefix("Transfer market: shut; the mid-season window opens before match day 20"))
        #expect(bids.contains("Sporting Wobbleton") && bids.contains("would not pay £1.5M"))
        let listing = try JSONDecoder().decode(TransfersListing.self, from: Data(
            try await transfers.list(.bids, careerId: "c", json: true).utf8))
        #expect(listing.bids?.first?.status == "countered" && listing.bids?.first?.counterFee == 1_500_000)

        #expect(try await transfers.list(.done, careerId: "c", json: false).hasSuffix("No transfer this season yet."))
        data.moves = [TransferLine(date: Self.date, playerId: "p-7", playerName: "Stanley Mumble", position: .midfielder,
                                   age: 24, fromClubName: nil, toClubName: "Us", fee: 0, weeklyWage: 8_000, seasons: 3)]
        let done = try await transfers.list(.done, careerId: "c", json: false)
        #expect(done.contains("free agent") && done.hasSuffix("free"))
    }

    @Test func completedMovesAreListedAPageAtATime() async throws {
        data.moves = (1...5).map { number in
            TransferLine(date: Self.date, playerId: "p-\(number)", playerName: "Player \(number)", position: .midfielder,
                         age: 24, fromClubName: nil, toClubName: "Us", fee: 0, weeklyWage: 8_000, seasons: 3)
        }
        let page = try await transfers.list(.done, careerId: "c", json: false, offset: 1, limit: 2)
        #expect(page.contains("5 transfers this season, listing 2–3"))
        #expect(page.contains("Player 2") && page.contains("Player 3") && !page.contains("Player 4"))
        #expect(page.hasSuffix("2 more: --offset 3"))
        let listing = try JSONDecoder().decode(TransfersListing.self, from: Data(
            try await transfers.list(.done, careerId: "c", json: true, offset: 4, limit: 2).utf8))
        #expect(listing.transfers?.map(\.player) == ["Player 5"] && listing.total == 5 && listing.offset == 4)
    }

    @Test func theUsersOwnBidsListTheSellerAndPointAnAgreedFeeToItsContract() async throws {
        #expect(try await transfers.list(.mine, careerId: "c", json: false).hasSuffix("You have made no bid this season."))
        data.ownBids = [
            TransferBid(id: 6, player: Self.player, biddingClubName: "Us", sellingClubName: "Crumpet Rovers",
                        fee: 2_000_000, value: 1_600_000, date: Self.date, status: .accepted),
            TransferBid(id: 5, player: Self.player, biddingClubName: "Us", sellingClubName: "Crumpet Rovers",
                        fee: 900_000, value: 1_600_000, date: Self.date, status: .countered(fee: 2_000_000)),
        ]
        let text = try await transfers.list(.mine, careerId: "c", json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Crumpet Rovers") && $0.contains("p-7") && $0.hasSuffix("accepted") })
        #expect(lines.contains { $0.hasSuffix("countered £2.0M") })
        #expect(lines.last == "An accepted fee waits for his contract: `transfers sign --player ID`.")
        let listing = try JSONDecoder().decode(TransfersListing.self, from: Data(
            try await transfers.list(.mine, careerId: "c", json: true).utf8))
        #expect(listing.ownBids?.map(\.id) == [6, 5] && listing.ownBids?.first?.sellingClub == "Crumpet Rovers")
        #expect(listing.ownBids?.map(\.status) == ["accepted", "countered"] && listing.bids == nil)
    }

    @Test func signingOffersHisDemandUnlessTheCommandSaysOtherwise() async throws {
        #expect(try await transfers.sign(careerId: "c", playerId: "p-7", wage: nil, seasons: nil)
            == "He said no: He wants at least £12,000 a week.")
        data.contractAnswer = .signed(TransferLine(date: Self.date, playerId: "p-7", playerName: "Stanley Mumble",
                                                   position: .midfielder, age: 24, fromClubName: "Crumpet Rovers",
                                                   toClubName: "Us", fee: 1_000_000, weeklyWage: 15_000, seasons: 2))
        let signed = try await transfers.sign(careerId: "c", playerId: "p-7", wage: 15_000, seasons: 2)
        #expect(signed == "Signed: Stanley Mumble (MF, 24): Crumpet Rovers → Us, £1.0M, £15.0k/wk for 2 seasons more")
        #expect(data.offers == [ContractOffer(weeklyWage: 12_000, seasons: 4), ContractOffer(weeklyWage: 15_000, seasons: 2)])
    }

    @Test func aBidAndAnAnswerSayWhatHappened() async throws {
        #expect(try await transfers.bid(careerId: "c", playerId: "p-7", fee: 1_000_000).hasPrefix("Fee agreed for p-7: £1.0M."))
        data.bidAnswer = .countered(fee: 2_000_000)
        #expect(try await transfers.bid(careerId: "c", playerId: "p-7", fee: 1_000_000) == "They would sell p-7 for £2.0M.")
        data.bids = [TransferBid(id: 4, player: Self.player, biddingClubName: "Sporting Wobbleton", sellingClubName: "Us",
                                 fee: 900_000, value: 1_000_000, date: Self.date, status: .rejected)]
        #expect(try await transfers.answer(careerId: "c", bidId: 4, reply: .reject)
            == "Bid 4 from Sporting Wobbleton for Stanley Mumble, £900.0k: rejected")
        #expect(data.replies == [.reject])
    }

    @Test func everyRefusalIsTheCommandsOneLine() async {
        data.failure = .transferRefused("the transfer window is shut: a bid must wait")
        for run in [{ try await transfers.bid(careerId: "c", playerId: "p-7", fee: 5) },
                    { try await transfers.sign(careerId: "c", playerId: "p-7", wage: nil, seasons: nil) },
                    { try await transfers.answer(careerId: "c", bidId: 9, reply: .accept) },
                    { try await transfers.list(.done, careerId: "c", json: false) }] {
            await #expect(throws: CommandFailure.self) { try await run() }
        }
        data.failure = nil
        do {
            _ = try await transfers.answer(careerId: "c", bidId: 9, reply: .accept)
            Issue.record("an unknown bid was answered")
        } catch {
            #expect("\(error)" == "no open bid with id 9")
        }
    }

    @Test(arguments: [
        (["transfers", "--career", "a", "--position", "XX"], "Error: --position must be GK, DF, MF or FW, not 'XX'"),
        (["transfers", "--career", "a", "--min-age", "30", "--max-age", "20"], "Error: --min-age 30 is above --max-age 20"),
        (["transfers", "--career", "a", "--limit", "0"], "Error: --limit must be 1–10000, not 0"),
        (["transfers", "--career", "a", "--bids", "--done"], "Error: use only one of --shortlist, --bids, --mine and --done"),
        (["transfers", "--career", "a", "--mine", "--shortlist"],
         "Error: use only one of --shortlist, --bids, --mine and --done"),
        (["transfers", "bid", "--career", "a", "--player", "p", "--fee", "lots"],
         "Error: The value 'lots' is invalid for '--fee <fee>'"),
        (["transfers", "answer", "--career", "a", "--bid", "3"],
         "Error: use exactly one of --accept, --reject and --counter"),
        (["transfers", "answer", "--career", "a", "--bid", "3", "--accept", "--counter", "5"],
         "Error: use exactly one of --accept, --reject and --counter"),
    ])
    func badCommandLinesAreOneLine(arguments: [String], expected: String) {
        do {
            var command = try SuperSoccerCommand.parseAsRoot(arguments)
            try command.validate()
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(SuperSoccerCommand.errorLine(for: error) == expected)
        }
    }

    @Test func goodCommandLinesParse() throws {
        let search = try SuperSoccerCommand.parseAsRoot(["transfers", "--career", "a", "--position", "fw",
                                                         "--min-age", "20", "--max-value", "5000000", "--free-agents"])
        let query = try #require(search as? TransfersSearchCommand).query()
        #expect(query == MarketQuery(position: .forward, ages: 20...100, maximumValue: 5_000_000, freeAgentsOnly: true))
        #expect(try SuperSoccerCommand.parseAsRoot(["transfers", "sign", "--career", "a", "--player", "p",
                                                    "--wage", "900"]) is TransfersSignCommand)
        #expect(try SuperSoccerCommand.parseAsRoot(["transfers", "answer", "--career", "a", "--bid", "2",
                                                    "--counter", "-1"]) is TransfersAnswerCommand)
    }
}
