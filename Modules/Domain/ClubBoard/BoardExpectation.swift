/// What the board and the fans expect of a club from where it stands on paper in its division — the
/// `rank`-strongest of `count` clubs, by quarter (Modules/DECISIONS.md 26). The club choice shows the same words.
public enum BoardExpectation: Int, Sendable, Hashable, CaseIterable {
    case titleFavourites
    case titleChallengers
    case topHalf
    case midTable
    case relegationScrap
    case underdogs

    public init(rank: Int, of count: Int) {
        if rank == 1 {
            self = .titleFavourites
        } else if rank == count {
            self = .underdogs
        } else if rank * 4 <= count {
            self = .titleChallengers
        } else if rank * 2 <= count {
            self = .topHalf
        } else if rank * 4 <= count * 3 {
            self = .midTable
        } else {
            self = .relegationScrap
        }
    }

    public var words: String {
        switch self {
        case .titleFavourites: "title favourites"
        case .titleChallengers: "title challengers"
        case .topHalf: "a cosy top half"
        case .midTable: "mid-table, mildly anxious"
        case .relegationScrap: "relegation scrap"
        case .underdogs: "plucky underdogs, bring biscuits"
        }
    }
}
