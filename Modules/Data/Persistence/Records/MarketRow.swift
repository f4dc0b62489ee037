/// A player as a market search reads him: his row, his club's name and tier (nil for a free agent) and
/// whether the user has shortlisted him.
struct MarketRow {
    let player: PlayerRecord
    let clubName: String?
    let tier: Int?
    let shortlisted: Bool
}
