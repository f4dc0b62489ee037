import DataManaging
import GameModels

/// Everything the Transfers screen knows, held by the interactor and turned into the view model by the
/// transform.
public struct TransfersScreenState: Sendable, Equatable {
    public var isLoading: Bool
    /// The market could not be loaded at all.
    public var errorMessage: String?
    public var status: TransferMarketStatus?
    public var page: TransfersPage
    public var query: MarketQuery
    public var results: [MarketPlayer]
    public var shortlist: [MarketPlayer]
    public var ownBids: [TransferBid]
    public var incomingBids: [TransferBid]
    /// The season's moves read around the selection, newest first: the `doneDealsOffset`-th newest first, of
    /// `doneDealsTotal` (the list is read a page at a time, never whole).
    public var doneDeals: [TransferLine]
    public var doneDealsOffset: Int
    public var doneDealsTotal: Int
    /// The row selected on the page shown (among all the season's moves on the done deals).
    public var selectedIndex: Int
    public var input: TransfersInput?
    public var outcome: TransfersOutcome?

    public init(isLoading: Bool = true, errorMessage: String? = nil, status: TransferMarketStatus? = nil,
                page: TransfersPage = .market, query: MarketQuery = MarketQuery(), results: [MarketPlayer] = [],
                shortlist: [MarketPlayer] = [], ownBids: [TransferBid] = [], incomingBids: [TransferBid] = [],
                doneDeals: [TransferLine] = [], doneDealsOffset: Int = 0, doneDealsTotal: Int? = nil,
                selectedIndex: Int = 0, input: TransfersInput? = nil, outcome: TransfersOutcome? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.status = status
        self.page = page
        self.query = query
        self.results = results
        self.shortlist = shortlist
        self.ownBids = ownBids
        self.incomingBids = incomingBids
        self.doneDeals = doneDeals
        self.doneDealsOffset = doneDealsOffset
        self.doneDealsTotal = doneDealsTotal ?? doneDealsOffset + doneDeals.count
        self.selectedIndex = selectedIndex
        self.input = input
        self.outcome = outcome
    }

    /// How many rows the page shown lists.
    public var rowCount: Int {
        switch page {
        case .market: results.count
        case .shortlist: shortlist.count
        case .ownBids: ownBids.count
        case .incomingBids: incomingBids.count
        case .doneDeals: doneDealsTotal
        }
    }

    /// The market player selected, on the market or the shortlist.
    public var selectedMarketPlayer: MarketPlayer? {
        let list = page == .market ? results : page == .shortlist ? shortlist : []
        return list.indices.contains(selectedIndex) ? list[selectedIndex] : nil
    }

    /// The user's own bid selected, on his bids' page.
    public var selectedOwnBid: TransferBid? {
        guard page == .ownBids, ownBids.indices.contains(selectedIndex) else { return nil }
        return ownBids[selectedIndex]
    }

    /// The player a contract would be offered to: the market player selected, or the player of the own bid
    /// selected (his fee agreed, or the slice says why not).
    public var selectedSigningPlayer: Player? {
        selectedMarketPlayer?.player ?? selectedOwnBid?.player
    }

    public var selectedBid: TransferBid? {
        guard page == .incomingBids, incomingBids.indices.contains(selectedIndex) else { return nil }
        return incomingBids[selectedIndex]
    }

    /// The move selected on the done deals, when the page read holds it.
    public var selectedDeal: TransferLine? {
        let index = selectedIndex - doneDealsOffset
        return page == .doneDeals && doneDeals.indices.contains(index) ? doneDeals[index] : nil
    }

    /// The player of the selected row, whichever page it is on.
    public var selectedPlayerId: String? {
        switch page {
        case .market, .shortlist: selectedMarketPlayer?.player.id
        case .ownBids: selectedOwnBid?.player.id
        case .incomingBids: selectedBid?.player.id
        case .doneDeals: selectedDeal?.playerId
        }
    }
}
