import GameModels

/// The market as the day's deals leave it: squads indexed by club, who owns whom, what each club can still
/// spend, and every player by position, best first, so a club's search reads one position's list instead of
/// the whole pyramid.
struct MarketBook {
    private(set) var clubs: [String: MarketClub]
    private(set) var squads: [String: [Player]]
    private(set) var wageBills: [String: Int]
    private var owners: [String: String]
    private var moved: Set<String> = []
    /// Players by position, best first (ties by id); free agents included. Entries are as the day began:
    /// a player moved today is skipped, so no stale copy is ever used.
    private let byPosition: [Position: [Player]]

    init(day: MarketDay) {
        clubs = Dictionary(day.clubs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var squads: [String: [Player]] = [:]
        var owners: [String: String] = [:]
        for player in day.players {
            guard let teamId = player.teamId else { continue }
            squads[teamId, default: []].append(player)
            owners[player.id] = teamId
        }
        self.squads = squads
        self.owners = owners
        wageBills = squads.mapValues { $0.reduce(0) { $0 + $1.contract.weeklyWage } }
        byPosition = Dictionary(grouping: day.players, by: \.position).mapValues { players in
            players.sorted { ($0.ratings.overall, $1.id) > ($1.ratings.overall, $0.id) }
        }
    }

    func squad(of teamId: String) -> [Player] {
        squads[teamId] ?? []
    }

    /// The club that owns `playerId` now; nil for a free agent.
    func owner(of playerId: String) -> String? {
        owners[playerId]
    }

    /// Players of `position` rated within `overalls`, the least good first (the cheapest improvement), not
    /// moved today and not of `excluded`.
    func candidates(_ position: Position, overalls: ClosedRange<Int>, excluding excluded: String,
                    limit: Int) -> [Player] {
        let list = byPosition[position] ?? []
        // The list is best first: find by halving the first player below the range, then read up from there.
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].ratings.overall >= overalls.lowerBound { low = middle + 1 } else { high = middle }
        }
        var found: [Player] = []
        var index = low - 1
        while index >= 0, found.count < limit, list[index].ratings.overall <= overalls.upperBound {
            let player = list[index]
            if !moved.contains(player.id), owners[player.id] != excluded { found.append(player) }
            index -= 1
        }
        return found
    }

    /// Moves `player` to `transfer.toTeamId` on his new contract, and the fee between the clubs.
    mutating func record(_ transfer: CompletedTransfer, of player: Player) {
        let signed = player.with(teamId: transfer.toTeamId, contract: transfer.contract)
        if let seller = transfer.fromTeamId {
            squads[seller]?.removeAll { $0.id == player.id }
            wageBills[seller, default: 0] -= player.contract.weeklyWage
            adjust(seller, by: transfer.fee)
        }
        squads[transfer.toTeamId, default: []].append(signed)
        wageBills[transfer.toTeamId, default: 0] += transfer.contract.weeklyWage
        adjust(transfer.toTeamId, by: -transfer.fee)
        owners[player.id] = transfer.toTeamId
        moved.insert(player.id)
    }

    /// A fee moves the balance and the transfer budget alike: a sale refills what the board lets the club spend.
    private mutating func adjust(_ teamId: String, by amount: Int) {
        guard let club = clubs[teamId] else { return }
        clubs[teamId] = MarketClub(id: club.id, tier: club.tier, balance: club.balance + amount,
                                   transferBudget: max(0, club.transferBudget + amount),
                                   weeklyWageBudget: club.weeklyWageBudget)
    }
}
