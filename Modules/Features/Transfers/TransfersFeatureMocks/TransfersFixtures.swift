import DataManaging
import GameModels
import TestSupport

/// A market in the pre-season window: two players of other clubs, a free agent, the user's bids (a fee agreed for
/// the striker, a refusal for the keeper), a bid for one of the user's players and a deal done.
public enum TransfersFixtures {
    /// The market's own pricing (`SellingClub`), as the data slice reports it.
    public static let pricing = BidPricing(keyPlayers: 11, keyPlayerPremium: 1.5, debtDiscount: 0.8, counterShare: 0.7)
    public static let openStatus = TransferMarketStatus(
        window: .open(name: "Pre-season window", closesAfterMatchDay: 3), balance: 5_000_000, transferBudget: 2_000_000,
        weeklyWageBill: 120_000, weeklyWageBudget: 150_000, squadSize: 24, squadLimits: 20...32,
        pricing: pricing)
    public static let shutStatus = TransferMarketStatus(
        window: .closed(nextName: "Mid-season window", opensAtMatchDay: 17), balance: -250_000, transferBudget: 0,
        weeklyWageBill: 160_000, weeklyWageBudget: 150_000, squadSize: 32, squadLimits: 20...32,
        pricing: pricing)

    public static func player(_ id: String, _ first: String, _ last: String, _ position: Position, age: Int,
                              rating: Int, wage: Int, teamId: String?) -> Player {
        Fixtures.player(0, position, age: age, rating: rating, wage: wage)
            .renamed(id: id, firstName: first, lastName: last, teamId: teamId)
    }

    public static let striker = MarketPlayer(
        player: player("p-9", "Barnaby", "Thunderboots", .forward, age: 24, rating: 78, wage: 18_000,
                       teamId: "team-2"),
        clubName: "Sporting Wobbleton", tier: 1, value: 4_500_000, askingWage: 21_000, shortlisted: false)
    public static let keeper = MarketPlayer(
        player: player("p-12", "Ignatius", "Gloveworth", .goalkeeper, age: 29, rating: 69, wage: 7_000,
                       teamId: "team-3"),
        clubName: "Real Muddyford", tier: 2, value: 900_000, askingWage: 8_500, shortlisted: true)
    public static let freeAgent = MarketPlayer(
        player: player("p-40", "Cuthbert", "Loafington", .midfielder, age: 31, rating: 64, wage: 3_000, teamId: nil),
        clubName: nil, tier: nil, value: 350_000, askingWage: 3_500, shortlisted: false)

    public static let results = [striker, keeper, freeAgent]

    public static let openBid = TransferBid(
        id: 7, player: player("player-4", "Player", "No4", .forward, age: 28, rating: 74, wage: 12_000,
                              teamId: "team-1"),
        biddingClubName: "Athletic Puddlebury", sellingClubName: "Crumpet Rovers", fee: 2_000_000,
        value: 2_600_000, date: GameDate(year: 2026, month: 8, day: 8), status: .open)
    public static let rejectedBid = openBid.with(id: 5, status: .rejected)

    public static let agreedOwnBid = TransferBid(
        id: 9, player: striker.player, biddingClubName: "Crumpet Rovers", sellingClubName: "Sporting Wobbleton",
        fee: 5_000_000, value: 4_500_000, date: GameDate(year: 2026, month: 8, day: 8), status: .accepted)
    public static let refusedOwnBid = TransferBid(
        id: 8, player: keeper.player, biddingClubName: "Crumpet Rovers", sellingClubName: "Real Muddyford",
        fee: 100_000, value: 900_000, date: GameDate(year: 2026, month: 8, day: 1), status: .rejected)

    public static let deal = TransferLine(
        date: GameDate(year: 2026, month: 8, day: 1), playerId: "p-77", playerName: "Wilfred Crumbsworth",
        position: .defender, age: 26, fromClubName: "Real Muddyford", toClubName: "Sporting Wobbleton",
        fee: 1_250_000, weeklyWage: 9_500, seasons: 3)
    public static let freeSigning = TransferLine(
        date: GameDate(year: 2026, month: 8, day: 8), playerId: "p-40", playerName: "Cuthbert Loafington",
        position: .midfielder, age: 31, fromClubName: nil, toClubName: "Crumpet Rovers", fee: 0,
        weeklyWage: 3_500, seasons: 2)
}

extension Player {
    func renamed(id: String, firstName: String, lastName: String, teamId: String?) -> Player {
        Player(id: id, teamId: teamId, firstName: firstName, lastName: lastName, position: position, age: age,
               ratings: ratings, contract: contract, condition: condition, potential: potential)
    }
}

extension TransferBid {
    /// The same bid under another id and status.
    public func with(id: Int, status: Status) -> TransferBid {
        TransferBid(id: id, player: player, biddingClubName: biddingClubName, sellingClubName: sellingClubName,
                    fee: fee, value: value, date: date, status: status)
    }
}
