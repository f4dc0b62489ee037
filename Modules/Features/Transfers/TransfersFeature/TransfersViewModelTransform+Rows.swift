import DataManaging
import DesignSystem

/// The columns and rows of each list: market players, the user's bids, incoming bids and done deals.
extension TransfersViewModelTransform {
    typealias Column = TableView.Column

    static let marketColumns = [
        Column("", width: 1), Column("Name", width: 20), Column("Pos", width: 3),
        Column("Age", width: 3, alignment: .right), Column("Ovr", width: 3, alignment: .right),
        Column("Club", width: 18), Column("T", width: 1),
        Column("Value", width: 7, alignment: .right), Column("Asks", width: 9, alignment: .right),
    ]
    static let bidColumns = [
        Column("Date", width: 11), Column("Player", width: 17), Column("Pos", width: 3), Column("Bidder", width: 16),
        Column("Fee", width: 7, alignment: .right), Column("Value", width: 7, alignment: .right),
        Column("Status", width: 11),
    ]
    /// As the incoming bids', the club being the seller.
    static let ownBidColumns = bidColumns.map { $0.title == "Bidder" ? Column("Club", width: $0.width) : $0 }
    static let dealColumns = [
        Column("Date", width: 11), Column("Player", width: 16), Column("Pos", width: 3), Column("From", width: 13),
        Column("To", width: 13), Column("Fee", width: 7, alignment: .right),
        Column("Wage", width: 9, alignment: .right),
    ]

    static func table(_ state: TransfersScreenState) -> ([Column], [[String]]) {
        switch state.page {
        case .market: (marketColumns, state.results.map(marketRow))
        case .shortlist: (marketColumns, state.shortlist.map(marketRow))
        case .ownBids: (ownBidColumns, state.ownBids.map(ownBidRow))
        case .incomingBids: (bidColumns, state.incomingBids.map(bidRow))
        case .doneDeals: (dealColumns, state.doneDeals.map(dealRow))
        }
    }

    /// A `*` marks a shortlisted player; a free agent has no club or tier. "Asks" is the weekly wage he wants to
    /// join the user's club, not what he earns now.
    static func marketRow(_ entry: MarketPlayer) -> [String] {
        let player = entry.player
        return [entry.shortlisted ? "*" : " ", player.fullName, player.position.rawValue, "\(player.age)",
                "\(player.ratings.overall)", entry.clubName ?? "free agent", entry.tier.map(String.init) ?? "–",
                MoneyText.amount(entry.value), MoneyText.weekly(entry.askingWage)]
    }

    /// The bidding club; a counter on this list is the user's price, which the bidder turned down.
    static func bidRow(_ bid: TransferBid) -> [String] {
        let status = if case .countered(let fee) = bid.status { "would not pay \(MoneyText.amount(fee))" }
            else { status(bid.status) }
        return row(bid, club: bid.biddingClubName, status: status)
    }

    /// The selling club; an accepted bid is a fee agreed that waits for the contract (`o`).
    static func ownBidRow(_ bid: TransferBid) -> [String] {
        row(bid, club: bid.sellingClubName, status: bid.status == .accepted ? "fee agreed" : status(bid.status))
    }

    private static func row(_ bid: TransferBid, club: String, status: String) -> [String] {
        [DateText.dayMonthYear(day: bid.date.day, month: bid.date.month, year: bid.date.year), bid.player.fullName,
         bid.player.position.rawValue, club, MoneyText.amount(bid.fee), MoneyText.amount(bid.value), status]
    }

    static func dealRow(_ deal: TransferLine) -> [String] {
        [DateText.dayMonthYear(day: deal.date.day, month: deal.date.month, year: deal.date.year), deal.playerName,
         deal.position.rawValue, deal.fromClubName ?? "free agent", deal.toClubName,
         deal.fee == 0 ? "free" : MoneyText.amount(deal.fee), MoneyText.weekly(deal.weeklyWage)]
    }

    static func status(_ status: TransferBid.Status) -> String {
        switch status {
        case .open: "open"
        case .accepted: "accepted"
        case .rejected: "rejected"
        case .countered(let fee): "asks \(MoneyText.amount(fee))"
        case .expired: "expired"
        case .closed: "closed: he was sold"
        }
    }
}
