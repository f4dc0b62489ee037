import DataManaging

/// `transfers --json`: the market as it stands and the players listed (a search or the shortlist), the bids
/// for the user's players, his own bids, or the season's completed moves. Money in whole pounds.
struct TransfersListing: Codable, Equatable {
    struct Status: Codable, Equatable {
        let window: String
        let windowOpen: Bool
        let balance: Int
        let transferBudget: Int
        let weeklyWageBill: Int
        let weeklyWageBudget: Int
        let squadSize: Int
        let squadMinimum: Int
        let squadMaximum: Int

        init(_ status: TransferMarketStatus) {
            window = TransfersText.window(status.window)
            if case .open = status.window { windowOpen = true } else { windowOpen = false }
            balance = status.balance
            transferBudget = status.transferBudget
            weeklyWageBill = status.weeklyWageBill
            weeklyWageBudget = status.weeklyWageBudget
            squadSize = status.squadSize
            squadMinimum = status.squadLimits.lowerBound
            squadMaximum = status.squadLimits.upperBound
        }
    }

    struct Player: Codable, Equatable {
        let id: String
        let name: String
        let position: String
        let age: Int
        let overall: Int
        /// Nil for a free agent.
        let club: String?
        let tier: Int?
        let value: Int
        let weeklyWage: Int
        /// The weekly wage he asks to join the user's club.
        let askingWage: Int
        let contractEndSeason: Int
        let shortlisted: Bool

        init(_ market: MarketPlayer) {
            let player = market.player
            id = player.id
            name = player.fullName
            position = player.position.rawValue
            age = player.age
            overall = player.ratings.overall
            club = market.clubName
            tier = market.tier
            value = market.value
            weeklyWage = player.contract.weeklyWage
            askingWage = market.askingWage
            contractEndSeason = player.contract.endSeason
            shortlisted = market.shortlisted
        }
    }

    struct Bid: Codable, Equatable {
        let id: Int
        let playerId: String
        let player: String
        let biddingClub: String
        let sellingClub: String
        let fee: Int
        let value: Int
        let date: String
        /// open, accepted (a fee agreed — a counter's when one was taken; for the user's own bids, not yet spent on
        /// a contract), rejected, countered, expired or closed (the player joined another club first).
        let status: String
        /// The fee asked instead, when countered.
        let counterFee: Int?

        init(_ bid: TransferBid) {
            id = bid.id
            playerId = bid.player.id
            player = bid.player.fullName
            biddingClub = bid.biddingClubName
            sellingClub = bid.sellingClubName
            fee = bid.fee
            value = bid.value
            date = bid.date.description
            (status, counterFee) = TransfersText.status(bid.status)
        }
    }

    struct Move: Codable, Equatable {
        let date: String
        let playerId: String
        let player: String
        let position: String
        let age: Int
        /// Nil for a free agent.
        let from: String?
        let to: String
        let fee: Int
        let weeklyWage: Int
        let seasons: Int

        init(_ line: TransferLine) {
            date = line.date.description
            playerId = line.playerId
            player = line.playerName
            position = line.position.rawValue
            age = line.age
            from = line.fromClubName
            to = line.toClubName
            fee = line.fee
            weeklyWage = line.weeklyWage
            seasons = line.seasons
        }
    }

    let status: Status
    var players: [Player]?
    /// Other clubs' bids for the user's players.
    var bids: [Bid]?
    /// The user's own bids of this season (`--mine`).
    var ownBids: [Bid]?
    var transfers: [Move]?
    /// With `transfers`: how many moves the season holds, and where this page starts (0 is the newest).
    var total: Int?
    var offset: Int?
}
