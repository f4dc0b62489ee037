import DataManaging
import DesignSystem

/// `transfers`' work, apart from argument parsing so tests can call it.
struct HeadlessTransfers {
    /// What a `transfers` listing shows under the market's status.
    enum List: Equatable {
        case search(MarketQuery)
        case shortlist
        case bids
        case mine
        case done
    }

    let transfers: any TransferDataManaging

    /// Completed moves listed when no `--limit` is given.
    static let defaultLimit = 50

    /// `offset` and `limit` page the completed moves (`.done`); the other lists are short by their rules.
    func list(_ list: List, careerId: String, json: Bool, offset: Int = 0,
              limit: Int = defaultLimit) async throws -> String {
        try await CommandFailure.reporting {
            let status = try await transfers.transferMarketStatus(careerId: careerId)
            var listing = TransfersListing(status: .init(status))
            switch list {
            case .search(let query):
                listing.players = try await transfers.searchMarket(careerId: careerId, query: query)
                    .map(TransfersListing.Player.init)
            case .shortlist:
                listing.players = try await transfers.shortlist(careerId: careerId).map(TransfersListing.Player.init)
            case .bids:
                listing.bids = try await transfers.incomingBids(careerId: careerId).map(TransfersListing.Bid.init)
            case .mine:
                listing.ownBids = try await transfers.ownBids(careerId: careerId).map(TransfersListing.Bid.init)
            case .done:
                let page = try await transfers.transferPage(careerId: careerId, seasonYear: nil, offset: offset,
                                                            limit: limit)
                listing.transfers = page.lines.map(TransfersListing.Move.init)
                listing.total = page.total
                listing.offset = page.offset
            }
            return json ? try HeadlessJSON.encode(listing) : text(listing)
        }
    }

    func bid(careerId: String, playerId: String, fee: Int) async throws -> String {
        try await CommandFailure.reporting {
            let answer = try await transfers.makeBid(careerId: careerId, playerId: playerId, fee: fee)
            return TransfersText.answer(answer, player: playerId)
        }
    }

    func sign(careerId: String, playerId: String, wage: Int?, seasons: Int?) async throws -> String {
        try await CommandFailure.reporting {
            let demand = try await transfers.signingDemand(careerId: careerId, playerId: playerId)
            let offer = ContractOffer(weeklyWage: wage ?? demand.weeklyWage, seasons: seasons ?? demand.seasons)
            switch try await transfers.offerContract(careerId: careerId, playerId: playerId, offer: offer) {
            case .signed(let line): return "Signed: " + TransfersText.move(line)
            case .rejected(let reason): return "He said no: \(reason)"
            }
        }
    }

    func answer(careerId: String, bidId: Int, reply: BidReply) async throws -> String {
        try await CommandFailure.reporting {
            let bid = try await transfers.answerBid(careerId: careerId, bidId: bidId, reply: reply)
            let (status, counterFee) = TransfersText.status(bid.status)
            return "Bid \(bid.id) from \(bid.biddingClubName) for \(bid.player.fullName), "
                + "\(MoneyText.amount(bid.fee)): \(TransfersText.incoming(status: status, counterFee: counterFee))"
        }
    }

    private func text(_ listing: TransfersListing) -> String {
        let status = listing.status
        var lines = [
            "Transfer market: \(status.window)",
            "Balance \(MoneyText.amount(status.balance)) · transfer budget left \(MoneyText.amount(status.transferBudget))"
                + " · wages \(MoneyText.weekly(status.weeklyWageBill)) of \(MoneyText.weekly(status.weeklyWageBudget))"
                + " · squad \(status.squadSize) (\(status.squadMinimum)–\(status.squadMaximum))",
            "",
        ]
        if let players = listing.players {
            guard !players.isEmpty else { return (lines + ["No player matches."]).joined(separator: "\n") }
            lines += TextTable.render([["ID", "NAME", "POS", "AGE", "OVR", "CLUB", "TIER", "VALUE", "WAGE", "ASKS"]]
                + players.map { player in
                    [player.id, player.name + (player.shortlisted ? " *" : ""), player.position, String(player.age),
                     String(player.overall), player.club ?? "free agent", player.tier.map(String.init) ?? "",
                     MoneyText.amount(player.value), MoneyText.weekly(player.weeklyWage),
                     MoneyText.weekly(player.askingWage)]
                }, rightAligned: [3, 4, 6, 7, 8, 9]).split(separator: "\n").map { "  " + $0 }
        }
        if let bids = listing.bids {
            guard !bids.isEmpty else { return (lines + ["No club has bid for your players."]).joined(separator: "\n") }
            lines += TextTable.render([["BID", "DATE", "PLAYER", "FROM", "FEE", "VALUE", "STATUS"]] + bids.map { bid in
                [String(bid.id), bid.date, bid.player, bid.biddingClub, MoneyText.amount(bid.fee),
                 MoneyText.amount(bid.value), TransfersText.incoming(status: bid.status, counterFee: bid.counterFee)]
            }, rightAligned: [0, 4, 5]).split(separator: "\n").map { "  " + $0 }
        }
        if let bids = listing.ownBids {
            guard !bids.isEmpty else { return (lines + ["You have made no bid this season."]).joined(separator: "\n") }
            lines += TextTable.render([["BID", "DATE", "PLAYER", "ID", "CLUB", "FEE", "STATUS"]] + bids.map { bid in
                [String(bid.id), bid.date, bid.player, bid.playerId, bid.sellingClub, MoneyText.amount(bid.fee),
                 bid.status + (bid.counterFee.map { " " + MoneyText.amount($0) } ?? "")]
            }, rightAligned: [0, 5]).split(separator: "\n").map { "  " + $0 }
            if bids.contains(where: { $0.status == "accepted" }) {
                lines += ["", "An accepted fee waits for his contract: `transfers sign --player ID`."]
            }
        }
        if let moves = listing.transfers, let total = listing.total, let offset = listing.offset {
            guard total > 0 else { return (lines + ["No transfer this season yet."]).joined(separator: "\n") }
            let range = moves.isEmpty ? "none from \(offset + 1)" : "\(offset + 1)–\(offset + moves.count)"
            let of = "\(total) transfer\(total == 1 ? "" : "s") this season"
            lines.append(moves.count == total ? of : "\(of), listing \(range)")
            lines += TextTable.render([["DATE", "PLAYER", "POS", "AGE", "FROM", "TO", "FEE"]] + moves.map { move in
                [move.date, move.player, move.position, String(move.age), move.from ?? "free agent", move.to,
                 move.fee == 0 ? "free" : MoneyText.amount(move.fee)]
            }, rightAligned: [3, 6]).split(separator: "\n").map { "  " + $0 }
            let next = offset + moves.count
            if !moves.isEmpty, next < total { lines.append("\(total - next) more: --offset \(next)") }
        }
        return lines.joined(separator: "\n")
    }
}
