/// The transfer slice: the market of every player of the pyramid and the free agents, the user's shortlist,
/// his bids and contract offers, and other clubs' bids for his players. Every refusal is
/// `.transferRefused` with the reason in football terms, and nothing is stored when it is refused.
public protocol TransferDataManaging: Sendable {
    /// Today's market: the window, and the money and squad room the user's club has.
    func transferMarketStatus(careerId: String) async throws(DataError) -> TransferMarketStatus

    /// Players of the pyramid and free agents matching `query` (the user's own players excluded), best
    /// overall first, then lower value; at most `query.limit`.
    func searchMarket(careerId: String, query: MarketQuery) async throws(DataError) -> [MarketPlayer]

    /// The players the user keeps an eye on, in the order he added them.
    func shortlist(careerId: String) async throws(DataError) -> [MarketPlayer]

    /// Adds a player to the shortlist or takes him off it; `.playerNotFound` for an unknown id.
    func setShortlisted(careerId: String, playerId: String, shortlisted: Bool) async throws(DataError)

    /// Bids `fee` for another club's player. The selling club answers at once by his value, its need for
    /// him and its money. Refused outside a window, for a fee the club cannot pay, negative or absurd, for
    /// a free agent (no fee is owed: offer him a contract) or the user's own player.
    func makeBid(careerId: String, playerId: String, fee: Int) async throws(DataError) -> BidAnswer

    /// What a player asks to join the user's club: a free agent at any time, another club's player once
    /// his club has accepted a bid. Refused otherwise.
    func signingDemand(careerId: String, playerId: String) async throws(DataError) -> ContractOffer

    /// Offers a player a contract. He accepts or rejects it by his demand and the club's standing; when he
    /// accepts, the move is made in one transaction (the agreed fee paid, the squad limit checked, his new
    /// wage from the next week). Refused as `signingDemand` is, and for a wage or length out of range.
    func offerContract(careerId: String, playerId: String, offer: ContractOffer) async throws(DataError)
        -> ContractAnswer

    /// The user's own bids of this season that still stand for something, newest first: a fee agreed and not
    /// yet spent on a contract (`.accepted`: offer him one), a counter (the fee asked), a refusal, an open bid.
    /// Bids that expired or ended in a signing are left out: the signing is in `transferPage`.
    func ownBids(careerId: String) async throws(DataError) -> [TransferBid]

    /// Bids other clubs have made for the user's players, open ones first, then newest first.
    func incomingBids(careerId: String) async throws(DataError) -> [TransferBid]

    /// Answers an open bid for one of the user's players: accepting sells him at once (the fee paid in),
    /// a counter is answered by the bidding club at once. `.bidNotFound` for an unknown or closed bid.
    func answerBid(careerId: String, bidId: Int, reply: BidReply) async throws(DataError) -> TransferBid

    /// `limit` (1–`TransferPage.maximumLimit`) of the completed transfers of the career's pyramid in season
    /// `seasonYear` (nil: the current one) from the `offset`-th newest, and how many there are: a season's moves
    /// are only ever read a page at a time.
    func transferPage(careerId: String, seasonYear: Int?, offset: Int, limit: Int)
        async throws(DataError) -> TransferPage
}
