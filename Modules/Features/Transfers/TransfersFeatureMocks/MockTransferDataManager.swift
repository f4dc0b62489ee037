import DataManaging
import Testing

/// The transfer slice, answered as the test sets it, with every call recorded. A call nobody prepared
/// records a test issue and throws, as TestSupport's slice mocks do.
@MainActor
public final class MockTransferDataManager: TransferDataManaging {
    public var statusResult: Result<TransferMarketStatus, DataError>?
    public var searchResult: Result<[MarketPlayer], DataError>?
    public var shortlistResult: Result<[MarketPlayer], DataError>?
    public var setShortlistedResult: Result<Void, DataError>?
    /// Answers to bids in the order they are made; the last one repeats.
    public var bidResults: [Result<BidAnswer, DataError>] = []
    public var demandResult: Result<ContractOffer, DataError>?
    public var offerResult: Result<ContractAnswer, DataError>?
    public var ownBidsResult: Result<[TransferBid], DataError>?
    public var incomingBidsResult: Result<[TransferBid], DataError>?
    public var answerBidResult: Result<TransferBid, DataError>?
    public var completedResult: Result<[TransferLine], DataError>?

    public private(set) var statusCareerIds: [String] = []
    public private(set) var queries: [MarketQuery] = []
    public private(set) var shortlistings: [(playerId: String, shortlisted: Bool)] = []
    public private(set) var bids: [(playerId: String, fee: Int)] = []
    public private(set) var demandPlayerIds: [String] = []
    public private(set) var offers: [(playerId: String, offer: ContractOffer)] = []
    public private(set) var bidReplies: [(bidId: Int, reply: BidReply)] = []
    public private(set) var completedSeasons: [Int?] = []

    public init() {}

    public func transferMarketStatus(careerId: String) async throws(DataError) -> TransferMarketStatus {
        statusCareerIds.append(careerId)
        return try answer(statusResult, for: "transferMarketStatus")
    }

    public func searchMarket(careerId: String, query: MarketQuery) async throws(DataError) -> [MarketPlayer] {
        queries.append(query)
        return try answer(searchResult, for: "searchMarket")
    }

    public func shortlist(careerId: String) async throws(DataError) -> [MarketPlayer] {
        try answer(shortlistResult, for: "shortlist")
    }

    public func setShortlisted(careerId: String, playerId: String, shortlisted: Bool) async throws(DataError) {
        shortlistings.append((playerId, shortlisted))
        try answer(setShortlistedResult, for: "setShortlisted")
    }

    public func makeBid(careerId: String, playerId: String, fee: Int) async throws(DataError) -> BidAnswer {
        bids.append((playerId, fee))
        return try answer(bidResults.indices.contains(bids.count - 1) ? bidResults[bids.count - 1] : bidResults.last,
                          for: "makeBid")
    }

    public func signingDemand(careerId: String, playerId: String) async throws(DataError) -> ContractOffer {
        demandPlayerIds.append(playerId)
        return try answer(demandResult, for: "signingDemand")
    }

    public func offerContract(careerId: String, playerId: String, offer: ContractOffer) async throws(DataError)
        -> ContractAnswer {
        offers.append((playerId, offer))
        return try answer(offerResult, for: "offerContract")
    }

    public func ownBids(careerId: String) async throws(DataError) -> [TransferBid] {
        try answer(ownBidsResult, for: "ownBids")
    }

    public func incomingBids(careerId: String) async throws(DataError) -> [TransferBid] {
        try answer(incomingBidsResult, for: "incomingBids")
    }

    public func answerBid(careerId: String, bidId: Int, reply: BidReply) async throws(DataError) -> TransferBid {
        bidReplies.append((bidId, reply))
        return try answer(answerBidResult, for: "answerBid")
    }

    public func transferPage(careerId: String, seasonYear: Int?, offset: Int,
                             limit: Int) async throws(DataError) -> TransferPage {
        completedSeasons.append(seasonYear)
        let lines = try answer(completedResult, for: "transferPage")
        return TransferPage(lines: Array(lines.dropFirst(offset).prefix(limit)), offset: offset, total: lines.count)
    }

    private func answer<Value>(_ result: Result<Value, DataError>?, for call: String) throws(DataError) -> Value {
        guard let result else {
            Issue.record("\(call) was called, but the test set no answer for it")
            throw .storage("no answer set for \(call)")
        }
        return try result.get()
    }
}
