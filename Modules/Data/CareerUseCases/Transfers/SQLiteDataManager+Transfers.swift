import DataManaging
import Persistence

/// The transfer slice: each call one transaction on the career file, so a refused bid, signing or answer
/// writes nothing and an accepted one moves the player, the fee and the inbox together.
extension SQLiteDataManager {
    public func transferMarketStatus(careerId: String) async throws(DataError) -> TransferMarketStatus {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try MarketToday(in: db).status
        }
    }

    public func searchMarket(careerId: String, query: MarketQuery) async throws(DataError) -> [MarketPlayer] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try MarketSearcher.search(query, in: db)
        }
    }

    public func shortlist(careerId: String) async throws(DataError) -> [MarketPlayer] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, MarketSearcher.shortlist)
    }

    public func setShortlisted(careerId: String, playerId: String, shortlisted: Bool) async throws(DataError) {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try MarketSearcher.setShortlisted(playerId: playerId, shortlisted, in: db) }
        }
    }

    public func makeBid(careerId: String, playerId: String, fee: Int) async throws(DataError) -> BidAnswer {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try CareerContentCheck.guarded(.transfer, in: db) { try BidMaker.bid(playerId: playerId, fee: fee, in: db) } }
        }
    }

    public func signingDemand(careerId: String, playerId: String) async throws(DataError) -> ContractOffer {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try PlayerSigner.demand(playerId: playerId, in: db)
        }
    }

    public func offerContract(careerId: String, playerId: String,
                              offer: ContractOffer) async throws(DataError) -> ContractAnswer {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try CareerContentCheck.guarded(.transfer, in: db) { try PlayerSigner.offer(playerId: playerId, offer: offer, in: db) } }
        }
    }

    public func ownBids(careerId: String) async throws(DataError) -> [TransferBid] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, BidMaker.ownBids)
    }

    public func incomingBids(careerId: String) async throws(DataError) -> [TransferBid] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, BidAnswerer.incoming)
    }

    public func answerBid(careerId: String, bidId: Int, reply: BidReply) async throws(DataError) -> TransferBid {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try CareerContentCheck.guarded(.transfer, in: db) { try BidAnswerer.answer(bidId: bidId, reply: reply, in: db) } }
        }
    }

    public func transferPage(careerId: String, seasonYear: Int?, offset: Int,
                             limit: Int) async throws(DataError) -> TransferPage {
        guard offset >= 0, (1...TransferPage.maximumLimit).contains(limit) else {
            throw .invalidRequest("a page of transfers is 1–\(TransferPage.maximumLimit) moves from offset 0 or more")
        }
        return try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try TransferHistory.page(seasonYear: seasonYear, offset: offset, limit: limit, in: db)
        }
    }
}
